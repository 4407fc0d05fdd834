// Which folder may import which: the architecture of docs/architecture.md, checked by
// `npm run lint:boundaries` (part of `npm test`). Paths are relative to the repository root.
import path from 'node:path';

/** The element a source file belongs to, or null when no rule concerns it. */
export function elementOf(file) {
  let match = /^server\/src\/modules\/([^/]+)\//.exec(file);
  if (match) return { layer: 'server-module', name: match[1] };
  if (file.startsWith('server/src/db/')) return { layer: 'server-db', name: 'db' };
  if (file.startsWith('server/src/platform/')) return { layer: 'server-platform', name: 'platform' };
  match = /^web\/src\/features\/([^/]+)\//.exec(file);
  if (match) return { layer: 'web-feature', name: match[1] };
  if (file.startsWith('web/src/shared/')) return { layer: 'web-shared', name: 'shared' };
  if (file.startsWith('web/src/app/')) return { layer: 'web-app', name: 'app' };
  return null;
}

const isTest = (file) => /\.(test|unit\.test|api\.test|e2e\.test)\.tsx?$/.test(file) || file.includes('/test/');

/**
 * Why an import breaks a boundary, or null when it is allowed. Tests may reach further
 * (they build data through factories), so only production files are held to the web's rules.
 */
export function violationOf(from, to) {
  const source = elementOf(from);
  const target = elementOf(to);
  if (!source || !target) return null;
  if (source.layer === 'server-db' && target.layer !== 'server-db') return 'db/ imports nothing but db/';
  if (source.layer === 'server-platform' && target.layer === 'server-module') return 'platform/ imports no module';
  if (isTest(from)) return null;
  if (source.layer === 'web-shared' && target.layer !== 'web-shared') return 'shared/ imports only shared/';
  if (source.layer === 'web-feature' && target.layer === 'web-app') return 'a feature does not import the app';
  if (source.layer === 'web-feature' && target.layer === 'web-feature' && source.name !== target.name) {
    return 'features do not import each other';
  }
  return null;
}

/** Relative import specifiers of a TypeScript source, type-only imports and re-exports included. */
export function importsOf(source) {
  const specifiers = [];
  const pattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.')) specifiers.push(specifier);
  }
  return specifiers;
}

export function resolveImport(from, specifier) {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

/** Cycles between server modules, each as the list of modules around it (Tarjan's components). */
export function moduleCycles(edges) {
  const graph = new Map();
  for (const [a, b] of edges) {
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    graph.get(a).add(b);
  }
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexOf.get(next)));
      }
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return cycles;
}
