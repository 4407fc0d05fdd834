import { z } from 'zod';

export interface MenuItem {
  id: number;
  parentId: number;
  /** Comma-separated client sides the entry is for; §6 keeps entries whose sides include "1". */
  appSide: string;
  sort: number;
  /** Empty for a group that only holds children. */
  menuUrl: string;
  menuName: string;
  icon?: string | undefined;
  children: MenuItem[];
}

/** §3 menu item. Written out because a recursive schema needs its type declared first. */
export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  appSide: z.string(),
  sort: z.number(),
  menuUrl: z.string().default(''),
  menuName: z.string(),
  icon: z.string().optional(),
  get children() {
    return z.array(menuItemSchema).default([]);
  },
});
