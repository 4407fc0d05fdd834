import { rolesWith, type Capability } from '@pingjia/contract';

export { capabilitiesOf, rolesWith, type Capability } from '@pingjia/contract';

/** Transitional: the route config of modules not yet registered from the contract (platform/route.ts). */
export function guardFor(capability: Capability) {
  return { roles: rolesWith(capability) };
}
