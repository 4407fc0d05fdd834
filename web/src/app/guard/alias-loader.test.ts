import { describe, expect, it } from 'vitest';
import { aliasTarget } from './alias-loader';

const ALIAS = 'http://school.test/client/answerweb/parentIndex';

describe('aliasTarget (§2 /parentIndex and /adminIndex)', () => {
  it('keeps the query and the token hash parentLogin sends', () => {
    const address = { pathname: '/client/answerweb/parentIndex', hash: '#token=abc' };
    expect(aliasTarget('/parentIndexPage', `${ALIAS}?roleId=9&showUCen=0`, address)).toBe(
      '/parentIndexPage?roleId=9&showUCen=0#token=abc',
    );
  });

  it('goes to the bare target when the alias came bare', () => {
    expect(
      aliasTarget('/adminIndex/page', 'http://school.test/client/answerweb/adminIndex', {
        pathname: '/client/answerweb/adminIndex',
        hash: '',
      }),
    ).toBe('/adminIndex/page');
  });

  it('does not take the hash of the page a navigation started from', () => {
    const address = { pathname: '/client/answerweb/growthCalendar', hash: '#month' };
    expect(aliasTarget('/parentIndexPage', `${ALIAS}?roleId=9`, address)).toBe('/parentIndexPage?roleId=9');
  });
});
