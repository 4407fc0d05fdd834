// Role codes are compared only in the policy layer (issue 11): everywhere else a call site asks a
// capability or a decision of the contract, so "who may do what" lives in one place.

const ROLE_FIELD = '/^(roleId|roleCode|currentRoleId)$/';
const COMPARISON = '/^[!=]==?$/';
const message = 'Compare role codes only in the policy layer: ask a capability (can, rolesWith) or a decision.';

/** A role code or a field holding one, seen from its parent node through `side`. */
const roleOperand = (side) =>
  `[${side}.object.name='RoleCode'], [${side}.property.name=${ROLE_FIELD}], [${side}.type='Identifier'][${side}.name=${ROLE_FIELD}]`;

/** The files that may compare role codes: the contract's access rules and decisions, each module's policy. */
export const POLICY_FILES = [
  'packages/contract/src/access/**',
  'packages/contract/src/decisions/**',
  'packages/contract/src/roles.ts',
  'server/src/modules/*/policy.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
];

// Asking whether a role was given at all is not a role decision.
const comparison = `BinaryExpression[operator=${COMPARISON}]:not([right.type='Identifier'][right.name='undefined']):not([right.raw='null'])`;

export const roleComparisonSelectors = [
  { selector: `${comparison}:matches(${roleOperand('left')}, ${roleOperand('right')})`, message },
  { selector: `SwitchStatement:matches(${roleOperand('discriminant')})`, message },
  {
    selector: `CallExpression[callee.property.name=/^(includes|has|indexOf)$/]:matches(${roleOperand('arguments.0')})`,
    message,
  },
];
