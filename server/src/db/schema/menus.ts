import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').notNull().default(0),
    roleCode: integer('role_code').notNull(),
    /** An i18n key the web translates. */
    menuName: text('menu_name').notNull(),
    menuUrl: text('menu_url').notNull(),
    /** Comma list of clients: "1" web, "2" mobile app. */
    appSide: text('app_side').notNull(),
    sort: integer('sort').notNull().default(0),
    icon: text('icon'),
  },
  (t) => [index('menus_role_idx').on(t.roleCode, t.sort)],
);
