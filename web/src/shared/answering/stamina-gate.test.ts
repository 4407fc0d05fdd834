import { deriveStamina, RoleCode } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';

const showToast = vi.fn();
vi.mock('../feedback/toast', () => ({ showToast }));

installBrowserGlobals();
const { passesStaminaGate } = await import('./stamina-gate');
const { i18n } = await import('../i18n');

const atTheLimit = {
  stamina: deriveStamina({ maxFinish: 1, dayFinish: 1, recentlyDay: 3 }),
  roleCode: RoleCode.student,
  userInfo: null,
  activityPassed: '0',
  groupPassed: '0',
  alreadyCounted: false,
};

beforeEach(async () => {
  showToast.mockClear();
  await i18n.changeLanguage('zh-CN');
});

describe('passesStaminaGate', () => {
  it('holds a new activity at the limit with the contract text naming the days, and sends nothing', () => {
    expect(passesStaminaGate(atTheLimit)).toBe(false);
    expect(showToast).toHaveBeenCalledWith('今日或近3天完成的活动已达上限，请合理安排，循序渐进哦', 'info');
  });

  it('lets an activity already counted through at the limit: a re-answer, or a hand-in after a reset', () => {
    expect(passesStaminaGate({ ...atTheLimit, alreadyCounted: true })).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });
});
