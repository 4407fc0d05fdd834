/**
 * The contract's bind rules, loaded on first submit rather than with the parent home: zod is
 * a large share of a phone page's weight budget (see shared/forms/rules.ts).
 */
export { accountBindSchema, confirmBindSchema, personalInfoBindSchema } from '@pingjia/contract';
