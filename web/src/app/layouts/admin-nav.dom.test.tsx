import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { AdminNav } from './admin-nav';
import { activeNavPath } from './nav';
import type { NavEntry } from './use-shell';

const entry = (label: string, path: string, children: NavEntry[] = []): NavEntry => ({
  key: label,
  label,
  path,
  children,
});

const NAV = [
  entry('首页', '/adminIndex/page'),
  entry('批量添加账号', '/adminIndex/basis/batchAddAccounts', [entry('模板下载', '/adminIndex/templateDownload')]),
  entry('查询', '', [
    entry('进度查询', '/adminIndex/check/progressQuery'),
    entry('测评查询', '/adminIndex/check/assessQuery?findType=1'),
  ]),
];

function renderNav(path: string) {
  const onFollow = vi.fn();
  const view = renderInApp(<AdminNav entries={NAV} activePath={activeNavPath(NAV, path)} onFollow={onFollow} />, {
    path,
  });
  return { ...view, onFollow };
}

describe('the admin side menu', () => {
  it('lists an entry’s page as one link and marks the page on screen, also on a step opened from it', () => {
    renderNav('/adminIndex/templateDownload');
    expect(screen.queryByRole('link', { name: '模板下载' })).toBeNull();
    expect(screen.getByRole('link', { name: '批量添加账号' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps a group closed until opened, and follows a link in it', async () => {
    const { user, address, onFollow } = renderNav('/adminIndex/page');
    const group = screen.getByRole('button', { name: '查询' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '进度查询' })).toBeNull();
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: '进度查询' }));
    expect(address()).toBe('/adminIndex/check/progressQuery');
    expect(onFollow).toHaveBeenCalled();
  });

  it('opens the group that holds the page on screen, which its button can still close', async () => {
    const { user } = renderNav('/adminIndex/check/assessQuery');
    expect(screen.getByRole('link', { name: '测评查询' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.queryByRole('link', { name: '测评查询' })).toBeNull();
  });
});
