export * from './activities.js';
export * from './programming.js';
export * from './task-state.js';
export * from './uploads.js';
export * from './recovery.js';
export * from './exports.js';
export * from './reports.js';
