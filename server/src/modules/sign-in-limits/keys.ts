/*
 * Where an account's limits are counted. Sign-in counts by the login name typed, so an unknown
 * name is limited exactly like a real one and the limits tell nobody which names exist. The
 * name is URI-encoded so that no name's keys start with another name's prefix.
 */

export function accountKeys(loginName: string) {
  const name = encodeURIComponent(loginName);
  return {
    /** Failures of the account from every address (and attempts under way). */
    account: `signin:account:${name}`,
    /** Past the free failures, one attempt at a time, each after a growing wait. */
    gate: `signin:gate:${name}`,
    /** Followed by an address: wrong passwords for the account from there. */
    pairPrefix: `signin:pair:${name}:`,
  };
}

export function signInKeys(loginName: string, ip: string) {
  const keys = accountKeys(loginName);
  return {
    ...keys,
    pair: `${keys.pairPrefix}${ip}`,
    /** Failures from the address, whatever account they tried. */
    address: `signin:ip:${ip}`,
  };
}

/** Wrong old passwords when changing one's own password. */
export const oldPasswordKey = (userId: number) => `password:user:${userId}`;
