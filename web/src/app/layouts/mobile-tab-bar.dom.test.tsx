import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../shared/i18n/locales/zh-CN';
import { renderInApp } from '../../test/render';
import { MobileTabBar } from './mobile-tab-bar';

const TABS = [
  { path: '/stuIndex', title: zhCN.menu.home },
  { path: '/stuIndex/personCenter', title: zhCN.menu.personalCenter },
];

const tabBar = () => screen.getByRole('navigation', { name: zhCN.nav.menu });

describe("the phone layout's tab bar", () => {
  it('marks the page on screen, and only that page (not its parent path)', () => {
    renderInApp(<MobileTabBar tabs={TABS} />, { path: '/stuIndex/personCenter' });
    const current = tabBar().querySelectorAll('[aria-current="page"]');
    expect([...current].map((tab) => tab.textContent)).toEqual([zhCN.menu.personalCenter]);
  });

  it('reaches each tab by keyboard and opens its page with Enter', async () => {
    const { user, address } = renderInApp(<MobileTabBar tabs={TABS} />, { path: '/stuIndex' });
    await user.tab();
    expect(document.activeElement?.textContent).toBe(zhCN.menu.home);
    await user.tab();
    expect(document.activeElement?.textContent).toBe(zhCN.menu.personalCenter);
    await user.keyboard('{Enter}');
    expect(address()).toBe('/stuIndex/personCenter');
  });

  it('is left out when the role has no menu to show', () => {
    renderInApp(<MobileTabBar tabs={[]} />);
    expect(screen.queryByRole('navigation', { name: zhCN.nav.menu })).toBeNull();
  });
});
