import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, contractMessages, isMessageKey, translate } from './messages.js';

describe('contract messages', () => {
  it('gives every key a non-empty text in both locales', () => {
    for (const key of MESSAGE_KEYS) {
      expect(contractMessages['zh-CN'][key]).not.toBe('');
      expect(contractMessages['en-US'][key]).not.toBe('');
    }
    expect(Object.keys(contractMessages['en-US']).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('holds the product texts of §5 and §8', () => {
    expect(translate('validation.account.required', 'zh-CN')).toBe('账号不能为空');
    expect(translate('validation.idCard.format', 'en-US')).toBe('ID card number format error');
    expect(translate('bind.chooseAccount', 'zh-CN')).toBe('请选择账号');
  });

  it('fills {{days}} and leaves a placeholder without a param visible', () => {
    expect(translate('stamina.exhausted', 'zh-CN', { days: 3 })).toBe(
      '今日或近3天完成的活动已达上限，请合理安排，循序渐进哦',
    );
    expect(translate('stamina.exhausted', 'en-US')).toContain('{{days}}');
  });

  it('recognises keys', () => {
    expect(isMessageKey('validation.phone.format')).toBe(true);
    expect(isMessageKey('validation.unknown')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
