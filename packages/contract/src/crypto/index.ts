export * from './base64url.js';
export * from './sealed-value.js';
export * from './transport.js';
