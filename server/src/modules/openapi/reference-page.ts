import type { OpenApiDocument, OpenApiOperation } from './document.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function section(title: string, value: unknown): string {
  return value === undefined ? '' : `<details><summary>${title}</summary>${json(value)}</details>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  return `<article id="${escapeHtml(operation.operationId)}">
<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.operationId)} · who may call: <strong>${escapeHtml(operation['x-access'])}</strong></p>
${section('Parameters', operation.parameters)}${section('Request body', operation.requestBody)}${section('Responses', operation.responses)}
</article>`;
}

/**
 * A browsable reference for the schools' integrators, rendered on the server from the
 * OpenAPI document: plain HTML, no script, so the strict CSP of the app holds.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const groups = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  const toc = groups.map(([tag, ops]) => `<li><a href="#group-${tag}">${tag}</a> (${ops.length})</li>`).join('');
  const body = groups
    .map(([tag, ops]) => `<section id="group-${tag}"><h2>${tag}</h2>${ops.join('')}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f1f1f}
pre{background:#f5f5f5;padding:.5rem;overflow:auto}article{border-top:1px solid #ddd;padding:.5rem 0}
summary{cursor:pointer}a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>${escapeHtml(document.info.description)} The machine-readable document: <a href="openapi.json">openapi.json</a>.</p>
<nav aria-label="Groups"><ul>${toc}</ul></nav>${body}</main></body></html>`;
}
