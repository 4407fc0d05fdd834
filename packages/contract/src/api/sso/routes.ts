import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const sso = legacyGroup('sso', {
  getSchool: get('/sso/login/getSchool'),
  getMaintainTips: get('/sso/login/getMaintainTips'),
  /** Ours: the sign-in of the /sso/ page (the spec's external login). */
  signIn: post('/sso/login/signIn'),
  /** Ours: the public key the client encrypts passwords and certificate codes to. */
  getTransportKey: get('/sso/login/getTransportKey'),
});

/** Calls of this group the spec names that are not built yet. */
export const ssoPlanned = {} satisfies PlannedCalls;
