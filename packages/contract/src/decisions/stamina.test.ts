import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.js';
import { RoleCode } from '../roles.js';
import { deriveStamina, staminaBlock, type StaminaBlockInput } from './stamina.js';

describe('deriveStamina', () => {
  it('uses the §9 defaults: no limit, a 3-day window', () => {
    const none = { dayMaxFinish: 0, dayFinish: 0, isDayFinish: false, recentlyDay: 3 };
    expect(deriveStamina(undefined)).toEqual(none);
    expect(deriveStamina(null)).toEqual(none);
    expect(deriveStamina({})).toEqual(none);
  });

  it('is finished when the window holds as many finished activities as the limit', () => {
    expect(deriveStamina({ maxFinish: 5, dayFinish: 4, recentlyDay: 1 })).toEqual({
      dayMaxFinish: 5,
      dayFinish: 4,
      isDayFinish: false,
      recentlyDay: 1,
    });
    expect(deriveStamina({ maxFinish: 5, dayFinish: 5, recentlyDay: 1 }).isDayFinish).toBe(true);
    expect(deriveStamina({ maxFinish: 5, dayFinish: 6, recentlyDay: 1 }).isDayFinish).toBe(true);
  });

  it('never finishes without a limit', () => {
    expect(deriveStamina({ maxFinish: 0, dayFinish: 40, recentlyDay: 7 }).isDayFinish).toBe(false);
  });
});

describe('staminaBlock', () => {
  const exhausted = deriveStamina({ maxFinish: 3, dayFinish: 3, recentlyDay: 3 });
  const student = (overrides: Partial<StaminaBlockInput> = {}): StaminaBlockInput => ({
    stamina: exhausted,
    roleCode: RoleCode.student,
    alreadyCounted: false,
    ...overrides,
  });

  it('blocks a student whose window is used up, naming the window length', () => {
    expect(staminaBlock(student())).toEqual({ blocked: true, message: 'stamina.exhausted', days: 3 });
  });

  it('lets a student through while stamina remains', () => {
    expect(staminaBlock(student({ stamina: deriveStamina({ maxFinish: 3, dayFinish: 2, recentlyDay: 3 }) }))).toEqual({
      blocked: false,
    });
  });

  it('exempts a passed activity or task group', () => {
    expect(staminaBlock(student({ activityPassed: '1' })).blocked).toBe(false);
    expect(staminaBlock(student({ groupPassed: '1' })).blocked).toBe(false);
    expect(staminaBlock(student({ activityPassed: '0', groupPassed: '0' })).blocked).toBe(true);
  });

  it('exempts a test account only when testing is open', () => {
    expect(staminaBlock(student({ accountType: '1', openTest: true })).blocked).toBe(false);
    expect(staminaBlock(student({ accountType: '1', openTest: false })).blocked).toBe(true);
    expect(staminaBlock(student({ accountType: '0', openTest: true })).blocked).toBe(true);
  });

  it('never holds an activity whose first finish is already counted (a re-answer, a hand-in after a reset)', () => {
    expect(staminaBlock(student({ alreadyCounted: true }))).toEqual({ blocked: false });
  });

  it('applies to students only', () => {
    for (const roleCode of [RoleCode.parent, RoleCode.teacher, RoleCode.schoolAdmin]) {
      expect(staminaBlock(student({ roleCode })).blocked).toBe(false);
    }
  });

  it('renders the exact message for N = 1 and N = 3', () => {
    const oneDay = staminaBlock(student({ stamina: deriveStamina({ maxFinish: 2, dayFinish: 2, recentlyDay: 1 }) }));
    const threeDays = staminaBlock(student());
    const render = (block: typeof oneDay, locale: 'zh-CN' | 'en-US') =>
      block.blocked ? translate(block.message, locale, { days: block.days }) : '';
    expect(render(oneDay, 'zh-CN')).toBe('今日或近1天完成的活动已达上限，请合理安排，循序渐进哦');
    expect(render(threeDays, 'zh-CN')).toBe('今日或近3天完成的活动已达上限，请合理安排，循序渐进哦');
    expect(render(oneDay, 'en-US')).toBe(
      'Activities completed today or in the last 1-day window have reached the limit. Please pace yourself and proceed step by step.',
    );
    expect(render(threeDays, 'en-US')).toBe(
      'Activities completed today or in the last 3-day window have reached the limit. Please pace yourself and proceed step by step.',
    );
  });
});
