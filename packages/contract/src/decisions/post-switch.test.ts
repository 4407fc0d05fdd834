import { describe, expect, it } from 'vitest';
import { buildMenu } from '../test-support/factories.js';
import { postSwitchTarget } from './post-switch.js';

const menus = [buildMenu({ menuUrl: '/adminIndex/page' }), buildMenu({ menuUrl: '/adminIndex/basis/class' })];

describe('postSwitchTarget (§2 after a role switch)', () => {
  it('goes to the first menu url when nothing was remembered', () => {
    for (const rememberedPath of [undefined, null, '', '/']) {
      expect(postSwitchTarget({ rememberedPath, menus })).toBe('/adminIndex/page');
    }
  });

  it('goes to the remembered path with its query when the new role may open it', () => {
    expect(
      postSwitchTarget({ rememberedPath: '/adminIndex/basis/class', rememberedQuery: { page: '2', q: 'a b' }, menus }),
    ).toBe('/adminIndex/basis/class?page=2&q=a+b');
    expect(postSwitchTarget({ rememberedPath: '/adminIndex/basis/class', rememberedQuery: null, menus })).toBe(
      '/adminIndex/basis/class',
    );
    expect(
      postSwitchTarget({ rememberedPath: '/independentActivity', rememberedQuery: { activity_id: '3' }, menus: [] }),
    ).toBe('/independentActivity?activity_id=3');
  });

  it('goes to /401 when the remembered path is not permitted', () => {
    expect(postSwitchTarget({ rememberedPath: '/adminIndex/basis/teacher', menus })).toBe('/401');
  });

  it('goes to /401 when the role has no page at all', () => {
    expect(postSwitchTarget({ menus: [] })).toBe('/401');
  });
});
