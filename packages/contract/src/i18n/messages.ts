/**
 * Every user-facing text the contract's rules can produce, keyed once and written in
 * both product locales. Validation issues carry the key; each side renders it with
 * `translate` (or hands these tables to i18next, whose `{{name}}` syntax they use).
 */

const zhCN = {
  'validation.account.required': '账号不能为空',
  'validation.account.format': '支持6-30位字母、数字、_组合',
  'validation.password.required': '密码不能为空',
  'validation.password.format': '请输入6-16位密码，至少包含字母、数字、特殊符号中的两种',
  'validation.confirmPassword.required': '确认密码不能为空',
  'validation.confirmPassword.mismatch': '新密码和确认密码不一致',
  'validation.name.required': '姓名不能为空',
  'validation.name.format': '请输入2-30位中文、英文、数字或·',
  'validation.certificateType.required': '请选择证件类型',
  'validation.certificateCode.required': '证件号码不能为空',
  'validation.certificateCode.tooLong': '证件号码不能超过20位',
  'validation.certificateCode.chinese': '证件号码不能包含中文',
  'validation.idCard.format': '身份证号格式错误',
  'validation.idCard.invalid': '身份证号输入有误',
  'validation.idCard.region': '身份证号输入有误：地区码不存在',
  'validation.idCard.birthDate': '身份证号输入有误：出生日期不存在',
  'validation.idCard.checkDigit': '身份证号输入有误：校验位不正确',
  'validation.idCard.bornBefore2002': '身份证需为2002年以后出生',
  'validation.idCard.birthMismatch': '出生日期与身份证不一致',
  'validation.phone.format': '手机号码格式不正确',
  'validation.school.required': '请选择学校',
  'validation.dateTime.format': '时间格式不正确，应为 yyyy-m-d h:m:s',
  'validation.reason.required': '请填写原因',
  'validation.reason.tooLong': '原因不能超过200个字',
  'bind.chooseAccount': '请选择账号',
  'transport.invalid': '加密数据无效，请刷新页面后重试',
  'stamina.exhausted': '今日或近{{days}}天完成的活动已达上限，请合理安排，循序渐进哦',
  'certificateType.1': '身份证',
  'certificateType.2': '港澳台通行证',
  'certificateType.3': '护照',
  'certificateType.4': '外国人永久居留身份证',
  'certificateType.5': '港澳居民居住证',
  'certificateType.6': '台湾居民居住证',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  'validation.account.required': 'Account cannot be empty',
  'validation.account.format': 'Supports 6-30 letters, digits and _ combinations',
  'validation.password.required': 'Password cannot be empty',
  'validation.password.format':
    'Please enter a 6-16 character password with at least two kinds of letters, digits and special symbols',
  'validation.confirmPassword.required': 'Confirm password cannot be empty',
  'validation.confirmPassword.mismatch': 'New password and confirm password do not match',
  'validation.name.required': 'Name cannot be empty',
  'validation.name.format': 'Please enter 2-30 Chinese or English letters, digits or middle dots',
  'validation.certificateType.required': 'Please choose a certificate type',
  'validation.certificateCode.required': 'Certificate number cannot be empty',
  'validation.certificateCode.tooLong': 'Certificate number cannot exceed 20 characters',
  'validation.certificateCode.chinese': 'Certificate number cannot contain Chinese',
  'validation.idCard.format': 'ID card number format error',
  'validation.idCard.invalid': 'ID card input error',
  'validation.idCard.region': 'ID card input error: unknown region code',
  'validation.idCard.birthDate': 'ID card input error: the birth date does not exist',
  'validation.idCard.checkDigit': 'ID card input error: wrong check digit',
  'validation.idCard.bornBefore2002': 'ID must be born in 2002 or later',
  'validation.idCard.birthMismatch': 'Birth date inconsistent with ID',
  'validation.phone.format': 'Phone number format incorrect',
  'validation.school.required': 'Please choose a school',
  'validation.dateTime.format': 'Invalid time, expected yyyy-m-d h:m:s',
  'validation.reason.required': 'Please give a reason',
  'validation.reason.tooLong': 'The reason cannot exceed 200 characters',
  'bind.chooseAccount': 'Please choose an account',
  'transport.invalid': 'The encrypted value is invalid, please refresh the page and retry',
  'stamina.exhausted':
    'Activities completed today or in the last {{days}}-day window have reached the limit. Please pace yourself and proceed step by step.',
  'certificateType.1': 'ID card',
  'certificateType.2': 'Hong Kong/Macau/Taiwan pass',
  'certificateType.3': 'Passport',
  'certificateType.4': 'Overseas permanent residence permit',
  'certificateType.5': 'Hong Kong/Macau resident permit',
  'certificateType.6': 'Taiwan resident permit',
};

export type Locale = 'zh-CN' | 'en-US';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

export const contractMessages: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

export const MESSAGE_KEYS = Object.keys(zhCN) as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(zhCN, value);
}

/** Renders a key in a locale; `{{name}}` placeholders without a param stay visible so a gap is noticed. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return contractMessages[locale][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}
