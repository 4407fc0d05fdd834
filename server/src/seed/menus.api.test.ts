import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRoutes, RoleCode, rolesWith } from '@pingjia/contract';
import { menus } from '../db/schema/index.js';
import { createMenu } from '../test/factories.js';
import { testDb } from '../test/harness.js';
import { MENU_ROWS, syncMenus } from './menus.js';

const storedMenus = () => testDb().select().from(menus).orderBy(asc(menus.id));
const rolesListing = (url: string) => [
  ...new Set(MENU_ROWS.filter((row) => row.menuUrl === url).map((r) => r.roleCode)),
];

describe('the menu table', () => {
  it('lists progress for every role that reads it and recovery for every role that resets', () => {
    expect(rolesListing(appRoutes.progressQuery).sort()).toEqual(rolesWith('readProgress').sort());
    expect(rolesListing(appRoutes.assessmentRecovery).sort()).toEqual(rolesWith('resetResults').sort());
    expect(rolesListing(appRoutes.progressQuery)).not.toContain(RoleCode.customerService);
    expect(rolesListing(appRoutes.assessmentRecovery)).not.toContain(RoleCode.headmaster);
  });
});

describe('syncMenus', () => {
  it('brings a database seeded by an earlier version up to the table, and is idempotent', async () => {
    await createMenu({ roleCode: RoleCode.areaAdmin, menuUrl: '/adminIndex/page', menuName: 'menu.home' });
    await createMenu({ roleCode: RoleCode.areaAdmin, menuUrl: '/adminIndex/retired', sort: 2 });

    await syncMenus(testDb());
    const first = await storedMenus();
    expect(first).toEqual(MENU_ROWS);
    expect(first.map((row) => row.menuUrl)).not.toContain('/adminIndex/retired');

    await syncMenus(testDb());
    expect(await storedMenus()).toEqual(first);
  });

  it('leaves the id sequence past the table, so a later row gets a fresh id', async () => {
    await syncMenus(testDb());
    const added = await createMenu({ roleCode: RoleCode.teacher });
    expect(added.id).toBe(Math.max(...MENU_ROWS.map((row) => row.id)) + 1);
  });
});
