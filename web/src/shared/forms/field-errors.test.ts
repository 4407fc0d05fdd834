import { loginNameSchema, passwordChangeSchema } from '@pingjia/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';

installBrowserGlobals();
const { fieldErrors, serverFieldErrors } = await import('./field-errors');
const { i18n } = await import('../i18n');

describe('fieldErrors', () => {
  it('shows the contract message of the first failing rule per field', async () => {
    await i18n.changeLanguage('en-US');
    const errors = fieldErrors(passwordChangeSchema, { password: 'abc12345', confirmPassword: 'abc12346' });
    expect(errors).toEqual({ confirmPassword: 'New password and confirm password do not match' });
    expect(fieldErrors(passwordChangeSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password cannot be empty',
      confirmPassword: 'Confirm password cannot be empty',
    });
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('zh-CN');
    const errors = fieldErrors(z.object({ loginName: loginNameSchema }), { loginName: 'ab' });
    expect(errors).toEqual({ loginName: '支持6-30位字母、数字、_组合' });
  });

  it('is empty when the values pass', () => {
    expect(fieldErrors(passwordChangeSchema, { password: 'abc12345', confirmPassword: 'abc12345' })).toEqual({});
  });

  it('maps server field errors the same way', async () => {
    await i18n.changeLanguage('en-US');
    expect(serverFieldErrors([{ path: 'phone', message: 'validation.phone.format' }])).toEqual({
      phone: 'Phone number format incorrect',
    });
  });
});
