import { mobilePhoneSchema, passwordSchema } from '@pingjia/contract';
import { describe, expect, it } from 'vitest';
import { installBrowserGlobals } from '../../../test/browser-globals';

installBrowserGlobals();
const { contractRule, optionalContractRule } = await import('./contract-rule');
const { i18n } = await import('../../../shared/i18n');

const check = (rule: { validator: (rule: unknown, value: unknown) => Promise<void> }, value: unknown) =>
  rule.validator({}, value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('contractRule', () => {
  it('rejects with the §5 text in the current language', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(await check(contractRule(mobilePhoneSchema), '12345')).toBe('手机号码格式不正确');
    await i18n.changeLanguage('en-US');
    expect(await check(contractRule(mobilePhoneSchema), '12345')).toBe('Phone number format incorrect');
  });

  it('accepts a value the server accepts', async () => {
    expect(await check(contractRule(passwordSchema), 'Start@2026')).toBeNull();
  });

  it('treats an empty optional field as fine but still checks a filled one', async () => {
    expect(await check(optionalContractRule(mobilePhoneSchema), '')).toBeNull();
    expect(await check(optionalContractRule(mobilePhoneSchema), '1380013800')).not.toBeNull();
  });
});
