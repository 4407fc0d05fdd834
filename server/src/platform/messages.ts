/**
 * Texts of the failures the server itself raises. Validation messages come from the
 * contract's catalogue; these are the business outcomes only the server knows about.
 */
import type { Locale } from '@pingjia/contract';

export type { Locale };
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const catalogue = {
  invalidCredentials: { 'zh-CN': '账号或密码错误', 'en-US': 'Account or password incorrect' },
  accountDisabled: {
    'zh-CN': '账号已停用，请联系学校管理员',
    'en-US': 'The account is disabled, please contact the school admin',
  },
  rateLimitedSignIn: {
    'zh-CN': '登录失败次数过多，请 15 分钟后再试',
    'en-US': 'Too many failed sign-ins, please try again in 15 minutes',
  },
  rateLimitedSms: {
    'zh-CN': '验证码发送过于频繁，请稍后再试',
    'en-US': 'Too many codes requested, please try again later',
  },
  invalidCiphertext: {
    'zh-CN': '加密数据无效或已使用，请刷新页面后重试',
    'en-US': 'The encrypted value is invalid or was already used; refresh and retry',
  },
  returnUrlNotAllowed: { 'zh-CN': '回跳地址不被允许', 'en-US': 'The return address is not allowed' },
  roleNotHeld: { 'zh-CN': '当前账号没有该角色', 'en-US': 'This account does not hold that role' },
  notFound: { 'zh-CN': '记录不存在', 'en-US': 'The record does not exist' },
  loginNameTaken: { 'zh-CN': '该账号已被使用', 'en-US': 'This account name is already taken' },
  oldPasswordWrong: { 'zh-CN': '原密码错误', 'en-US': 'The old password is incorrect' },
  notAllowedPasswordChange: {
    'zh-CN': '初始密码已修改，请在个人中心修改密码',
    'en-US': 'The initial password was already changed; use the personal center instead',
  },
  passwordUnchanged: { 'zh-CN': '新密码不能与原密码相同', 'en-US': 'The new password must differ from the old one' },
  invalidVerificationCode: { 'zh-CN': '验证码错误或已失效', 'en-US': 'The verification code is wrong or has expired' },
  userTypeIncorrect: { 'zh-CN': '用户类型不正确', 'en-US': 'user type incorrect' },
  notActing: { 'zh-CN': '当前未代替其他账号登录', 'en-US': 'This session is not acting for another account' },
  actorSessionEnded: {
    'zh-CN': '原账号登录已失效，请重新登录',
    'en-US': 'The original session has ended, please sign in again',
  },
  unauthenticated: { 'zh-CN': '请先登录', 'en-US': 'Please sign in' },
  idleSession: { 'zh-CN': '长时间未操作，请重新登录！', 'en-US': 'Long time without operation, please log in again!' },
  forbidden: { 'zh-CN': '没有访问权限', 'en-US': 'No permission' },
  /** §8 wording, kept in English as the contract's literal texts. */
  noSuchCall: { 'zh-CN': 'API address does not exist', 'en-US': 'API address does not exist' },
  internal: { 'zh-CN': 'Request failed, please retry later', 'en-US': 'Request failed, please retry later' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessage = keyof typeof catalogue;

export function serverMessage(key: ServerMessage, locale: Locale = DEFAULT_LOCALE): string {
  return catalogue[key][locale];
}

/** `lang` query first (the web's explicit choice), then Accept-Language, then zh-CN. */
export function pickLocale(lang: unknown, acceptLanguage: string | undefined): Locale {
  const wanted = typeof lang === 'string' && lang ? lang : (acceptLanguage ?? '');
  return /^\s*en\b/i.test(wanted) ? 'en-US' : DEFAULT_LOCALE;
}
