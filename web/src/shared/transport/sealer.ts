/** Loaded on demand by seal.ts: the cipher code is only needed when a secret is sent. */
export { sealForServer } from '@pingjia/contract';
