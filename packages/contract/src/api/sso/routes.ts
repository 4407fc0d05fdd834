import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { ssoCalls } from './shapes.js';

export const sso = defineGroup<typeof ssoCalls>()('sso', {
  getSchool: get('/sso/login/getSchool', 'public'),
  getMaintainTips: get('/sso/login/getMaintainTips', 'public'),
  /** Ours: the sign-in of the /sso/ page (the spec's external login). */
  signIn: post('/sso/login/signIn', 'public'),
  /** Ours: the public key the client encrypts passwords and certificate codes to. */
  getTransportKey: get('/sso/login/getTransportKey', 'public'),
});

/** Calls of this group the spec names that are not built yet. */
export const ssoPlanned = {} satisfies PlannedCalls;
