import { useEffect, useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';

interface CodeEditorProps {
  value: string;
  label: string;
  loadingText: string;
  readOnly: boolean;
  onChange: (code: string) => void;
}

/** Loads CodeMirror 6 (with JavaScript highlighting) only when a programming task is on screen. */
async function createEditor(
  parent: HTMLElement,
  doc: string,
  label: string,
  readOnly: boolean,
  onChange: (code: string) => void,
) {
  const [view, language, autocomplete, commands, { javascript }] = await Promise.all([
    import('@codemirror/view'),
    import('@codemirror/language'),
    import('@codemirror/autocomplete'),
    import('@codemirror/commands'),
    import('@codemirror/lang-javascript'),
  ]);
  const { EditorView } = view;
  return new EditorView({
    parent,
    doc,
    extensions: [
      view.lineNumbers(),
      view.highlightActiveLine(),
      view.drawSelection(),
      commands.history(),
      // Tab is left to the browser, so keyboard users can always move on from the editor;
      // Enter keeps the indentation and Ctrl/Cmd-Z undoes.
      view.keymap.of([...autocomplete.closeBracketsKeymap, ...commands.defaultKeymap, ...commands.historyKeymap]),
      language.syntaxHighlighting(language.defaultHighlightStyle, { fallback: true }),
      language.bracketMatching(),
      language.indentOnInput(),
      autocomplete.closeBrackets(),
      javascript(),
      EditorView.editable.of(!readOnly),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(update.state.doc.toString());
      }),
    ],
  });
}

export function CodeEditor({ value, label, loadingText, readOnly, onChange }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const parent = host.current;
    if (!parent) return;
    void createEditor(parent, value, label, readOnly, (code) => change.current(code)).then((created) => {
      if (cancelled) created.destroy();
      else {
        view.current = created;
        setReady(true);
      }
    });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
    // The editor is made once per task; later values come from the editor itself or the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the document is the editor's own state
  }, [label, readOnly]);

  // Code from outside (the block editor) replaces the document without a loop back.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div className="pj-code">
      {!ready && <p role="status">{loadingText}</p>}
      <div ref={host} className="pj-code__host" data-testid="code-editor" />
    </div>
  );
}
