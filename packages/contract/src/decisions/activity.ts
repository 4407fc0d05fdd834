import { ITEM_ACTIVITY_KINDS } from '../rules/activities.js';

const itemKinds: ReadonlySet<string> = new Set(ITEM_ACTIVITY_KINDS);

/** Whether an activity of this kind is made of items (answered on the shared screen) rather than run by an engine. */
export function carriesItems(kind: string): boolean {
  return itemKinds.has(kind);
}
