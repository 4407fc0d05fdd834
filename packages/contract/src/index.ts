export * from './envelope.js';
export * from './roles.js';
export * from './constants.js';
export * from './api-routes.js';
export * from './app-routes.js';
