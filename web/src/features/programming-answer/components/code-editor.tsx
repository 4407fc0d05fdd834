import { useEffect, useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';

interface CodeEditorProps {
  value: string;
  label: string;
  loadingText: string;
  readOnly: boolean;
  onChange: (code: string) => void;
}

/** CodeMirror 6 with JavaScript highlighting, fetched when first needed (about 170 KB gzip). */
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

const MIN_ROWS = 6;

/**
 * The code of a task. It opens as a plain text box, so the page does not download an editor the
 * student may never use (a phone's data, issue 16); the first time the student goes into the box,
 * CodeMirror loads and takes its place, with the text, the cursor and the focus where they were.
 * Until it arrives the box stays usable, and what is typed there is kept.
 */
export function CodeEditor({ value, label, loadingText, readOnly, onChange }: CodeEditorProps) {
  const plain = useRef<HTMLTextAreaElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const [isWanted, setWanted] = useState(false);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const parent = host.current;
    if (!isWanted || !parent) return;
    let cancelled = false;
    void createEditor(parent, latest.current.value, label, readOnly, (code) => latest.current.onChange(code)).then(
      (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        const box = plain.current;
        if (box) {
          const length = created.state.doc.length;
          created.dispatch({
            selection: { anchor: Math.min(box.selectionStart, length), head: Math.min(box.selectionEnd, length) },
          });
          if (document.activeElement === box) created.focus();
        }
        view.current = created;
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
  }, [isWanted, label, readOnly]);

  // Code from outside (the block editor) replaces the document without a loop back.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div className="pj-code">
      {isWanted && !isReady && <p role="status">{loadingText}</p>}
      {!isReady && (
        <textarea
          ref={plain}
          className="pj-code__plain"
          aria-label={label}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={Math.max(MIN_ROWS, value.split('\n').length)}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => {
            if (!readOnly) setWanted(true);
          }}
        />
      )}
      <div ref={host} className="pj-code__host" data-testid="code-editor" />
    </div>
  );
}
