import { useEffect, useRef, useState } from 'react';

interface BlockEditorProps {
  functionName: string;
  label: string;
  loadingText: string;
  onChange: (code: string) => void;
}

const TOOLBOX = {
  kind: 'flyoutToolbox',
  contents: [
    'controls_if',
    'logic_compare',
    'logic_operation',
    'controls_for',
    'controls_forEach',
    'math_number',
    'math_arithmetic',
    'math_modulo',
    'text',
    'text_join',
    'lists_create_empty',
    'lists_length',
    'lists_getIndex',
    'variables_get',
    'variables_set',
  ].map((type) => ({ kind: 'block', type })),
};

/**
 * Blockly for the younger grades, loaded only when chosen. The workspace starts with the task's
 * function (one parameter, `input`); every edit regenerates the same JavaScript the code editor holds.
 */
export function BlockEditor({ functionName, label, loadingText, onChange }: BlockEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const [Blockly, , { javascriptGenerator }, zhHans] = await Promise.all([
        import('blockly/core'),
        import('blockly/blocks'),
        import('blockly/javascript'),
        import('blockly/msg/zh-hans'),
      ]);
      if (cancelled) return;
      Blockly.setLocale(zhHans as unknown as Record<string, string>);
      const workspace = Blockly.inject(parent, { toolbox: TOOLBOX, trashcan: true, scrollbars: true });
      const definition = {
        type: 'procedures_defreturn',
        x: 20,
        y: 20,
        fields: { NAME: functionName },
        extraState: { params: [{ name: 'input' }] },
      };
      Blockly.serialization.workspaces.load({ blocks: { languageVersion: 0, blocks: [definition] } }, workspace);
      workspace.addChangeListener((event) => {
        if (!event.isUiEvent) change.current(javascriptGenerator.workspaceToCode(workspace));
      });
      dispose = () => workspace.dispose();
      setReady(true);
    })();
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [functionName]);

  return (
    <div className="pj-blocks" aria-label={label}>
      {!ready && <p role="status">{loadingText}</p>}
      <div ref={host} className="pj-blocks__host" />
    </div>
  );
}
