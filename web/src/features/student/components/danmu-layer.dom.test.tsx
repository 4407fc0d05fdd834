import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { DANMU_STORAGE_KEY } from '../hooks/danmu-preference';
import { studentZhCN } from '../texts';
import { DanmuLayer } from './danmu-layer';

// The server's list, as the query hands it over once the comments are on.
vi.mock('../api/get-danmu-list', () => ({
  useDanmuList: (enabled: boolean) => ({ data: enabled ? [{ id: 1, content: '加油' }] : undefined }),
}));

const toggle = () => screen.getByRole('switch', { name: studentZhCN.danmu.toggle });
const bullets = () => document.querySelectorAll('.pj-danmu__item');

describe('the bullet comments switch on the student home', () => {
  it('is reached by keyboard and turns the comments off with Space, for good on this device', async () => {
    const { user } = renderInApp(<DanmuLayer />);
    await screen.findByText('加油');
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    expect((toggle() as HTMLInputElement).checked).toBe(true);

    await user.keyboard(' ');
    expect((toggle() as HTMLInputElement).checked).toBe(false);
    expect(bullets()).toHaveLength(0);
    expect(localStorage.getItem(DANMU_STORAGE_KEY)).toBe('0');
  });
});
