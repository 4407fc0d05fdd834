import { describe, expect, it } from 'vitest';
import { importsOf, moduleCycles, resolveImport, violationOf } from './rules.mjs';

describe('boundary rules', () => {
  it('refuse a feature importing another feature, and allow its own folder and shared/', () => {
    const from = 'web/src/features/answer/api/get-items.ts';
    expect(violationOf(from, resolveImport(from, '../../parents/api/get-children'))).toBe(
      'features do not import each other',
    );
    expect(violationOf(from, resolveImport(from, './types'))).toBeNull();
    expect(violationOf(from, resolveImport(from, '../../../shared/request'))).toBeNull();
    expect(violationOf(from, resolveImport(from, '../../../app/routes/student'))).toBe(
      'a feature does not import the app',
    );
  });

  it('refuse shared/ reaching into features and db/ or platform/ reaching into modules', () => {
    expect(violationOf('web/src/shared/request/index.ts', 'web/src/features/session/api/x')).toBe(
      'shared/ imports only shared/',
    );
    expect(violationOf('server/src/db/schema/adaptive.ts', 'server/src/modules/adaptive/engine/cat.js')).toBe(
      'db/ imports nothing but db/',
    );
    expect(violationOf('server/src/platform/route.ts', 'server/src/modules/scope/scope.js')).toBe(
      'platform/ imports no module',
    );
    expect(violationOf('server/src/modules/home/routes.ts', 'server/src/platform/route.js')).toBeNull();
  });

  it('let tests build data across features', () => {
    expect(violationOf('web/src/features/home/components/home.test.tsx', 'web/src/features/parents/api/x')).toBeNull();
  });

  it('read static, type-only, re-exported and dynamic imports, not packages', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export { c } from './c.js';",
      "const d = () => import('./d');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.js', '../b.js', './c.js', './d']);
  });

  it('find a cycle between modules, however long, and none in a tree', () => {
    expect(
      moduleCycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      moduleCycles([
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'c'],
        ['a', 'a'],
      ]),
    ).toEqual([]);
  });
});
