import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { POLICY_FILES, roleComparisonSelectors } from './role-comparison.mjs';

// The same two entries as eslint.config.js, on TypeScript sources.
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-syntax': ['error', ...roleComparisonSelectors] },
  },
  { files: POLICY_FILES, rules: { 'no-restricted-syntax': 'off' } },
];

function problems(code, filename = 'server/src/modules/home/service.ts') {
  return new Linter({ configType: 'flat' }).verify(code, config, filename).map((problem) => problem.line);
}

describe('role codes are compared only in the policy layer', () => {
  it.each([
    ['a comparison with a RoleCode member', 'if (session.roleId === RoleCode.student) go();'],
    ['a role field compared with a literal', 'const parent = user.roleCode !== 9;'],
    ['a bare role variable', 'const isStudent = roleId == 8;'],
    ['a switch on the role', 'switch (session.roleId) { default: go(); }'],
    ['a set of roles asked by hand', 'if ([RoleCode.teacher].includes(session.roleId)) go();'],
    ['a role asked of a set', 'if (readers.has(session.roleId)) go();'],
  ])('refuses %s outside the policy layer', (_, code) => {
    expect(problems(code)).toEqual([1]);
  });

  it('reports one problem per comparison, even with a role on both sides', () => {
    expect(problems('const same = session.roleId === RoleCode.student;')).toEqual([1]);
  });

  it('allows what only carries a role, asks whether one was given, or asks a capability', () => {
    expect(problems('const row = { roleId: RoleCode.student }; if (can(session.roleId, "answer")) go();')).toEqual([]);
    expect(problems('if (query.roleId !== undefined && session.roleId != null) go();')).toEqual([]);
  });

  it('allows comparisons in a module policy and in the contract decisions', () => {
    const code = 'const isStudent = session.roleId === RoleCode.student;';
    expect(problems(code, 'server/src/modules/parents/policy.ts')).toEqual([]);
    expect(problems(code, 'packages/contract/src/decisions/role.ts')).toEqual([]);
  });
});

describe('eslint.config.js', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const severityIn = async (file) =>
    (await new ESLint({ cwd: root }).calculateConfigForFile(file)).rules['no-restricted-syntax']?.[0];

  it('applies the rule to the server, contract and web sources, and lifts it in the policy layer', async () => {
    expect(await severityIn('server/src/modules/home/routes.ts')).toBe(2);
    expect(await severityIn('packages/contract/src/api/define.ts')).toBe(2);
    expect(await severityIn('web/src/app/layouts/mobile-layout.tsx')).toBe(2);
    expect(await severityIn('server/src/modules/scope/policy.ts')).toBe(0);
    expect(await severityIn('packages/contract/src/access/capabilities.ts')).toBe(0);
  });
});
