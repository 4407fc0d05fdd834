/**
 * The contract's form rules, loaded on first submit rather than with the page: zod is
 * a large share of a phone page's weight budget and nothing needs it before a submit.
 */
export { loginNameSchema, mobilePhoneSchema, passwordChangeSchema, passwordSchema } from '@pingjia/contract';
