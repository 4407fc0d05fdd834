import { IMPORT_KINDS, type ImportKind } from '../import-kinds';

/** Hands the kind's example to the browser as a file, built on the spot so it never drifts from the page. */
export function downloadExample(kind: ImportKind): void {
  const text = `${JSON.stringify(IMPORT_KINDS[kind].example, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-example.json`;
  link.click();
  URL.revokeObjectURL(url);
}
