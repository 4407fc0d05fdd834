import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED_PATHS, appRoutes, pathOnly, RoleCode, rolesWith } from '@pingjia/contract';
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

/** Pages no menu lists: aliases, the guard's own pages, and the report pages issue 13 builds. */
const NOT_LISTED: string[] = [
  appRoutes.root,
  appRoutes.parentIndex,
  appRoutes.adminIndex,
  appRoutes.schoolYearPage,
  appRoutes.notFound,
  appRoutes.noRole,
  appRoutes.noPermission,
  appRoutes.reportRead,
  appRoutes.areaReport,
  appRoutes.schoolReport,
  appRoutes.exclusiveReport,
  appRoutes.classesReport,
  appRoutes.develop,
  appRoutes.stuReport,
  appRoutes.studentReportList,
];

describe('reaching every page', () => {
  it('lists every other page of §2 for some role, or lets everyone open it', () => {
    const listed = new Set([...MENU_ROWS.map((row) => pathOnly(row.menuUrl)), ...ALWAYS_ALLOWED_PATHS]);
    const unreachable = Object.values(appRoutes).filter((path) => !listed.has(path) && !NOT_LISTED.includes(path));
    expect(unreachable).toEqual([]);
  });

  it('opens the import steps from the batch entry of each role that imports', () => {
    const batchEntries = MENU_ROWS.filter((row) => row.menuUrl === appRoutes.batchAddAccounts);
    expect(batchEntries.map((row) => row.roleCode).sort()).toEqual([RoleCode.areaAdmin, RoleCode.schoolAdmin].sort());
    for (const entry of batchEntries) {
      const steps = MENU_ROWS.filter((row) => row.parentId === entry.id && row.roleCode === entry.roleCode);
      expect(steps.map((row) => row.menuUrl)).toEqual([appRoutes.templateDownload, appRoutes.uploadAll]);
    }
  });

  it('lists no report page until its screen is built (issue 13), so no one meets an empty page', () => {
    const reports = NOT_LISTED.filter((path) => path.includes('report') || path === appRoutes.reportRead);
    expect(reports).toHaveLength(8);
    expect(MENU_ROWS.filter((row) => reports.includes(pathOnly(row.menuUrl)))).toEqual([]);
  });

  it('gives parents a personal centre of their own', () => {
    expect(rolesListing(appRoutes.parentPersonCenter)).toEqual([RoleCode.parent]);
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
