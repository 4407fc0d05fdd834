import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED_PATHS, appRoutes, pathOnly, RoleCode, rolesWith } from '@pingjia/contract';
import { menus } from '../db/schema/index.js';
import { createMenu } from '../test/factories.js';
import { testDb } from '../test/harness.js';
import { MENU_ROWS, syncMenus } from './menus.js';

const storedMenus = () => testDb().select().from(menus).orderBy(asc(menus.id));
/** The roles whose menus list a page (by its path, whatever query the entry carries), in code order. */
const rolesListing = (path: string) =>
  [...new Set(MENU_ROWS.filter((row) => pathOnly(row.menuUrl) === path).map((r) => r.roleCode))].sort((a, b) => a - b);

describe('the menu table', () => {
  it('lists progress for every role that reads it and recovery for every role that resets', () => {
    expect(rolesListing(appRoutes.progressQuery)).toEqual(rolesWith('readProgress').sort((a, b) => a - b));
    expect(rolesListing(appRoutes.assessmentRecovery)).toEqual(rolesWith('resetResults').sort((a, b) => a - b));
    expect(rolesListing(appRoutes.progressQuery)).not.toContain(RoleCode.customerService);
    expect(rolesListing(appRoutes.assessmentRecovery)).not.toContain(RoleCode.headmaster);
  });
});

/** Pages no menu lists: aliases and the guard's own pages. */
const NOT_LISTED: string[] = [
  appRoutes.root,
  appRoutes.parentIndex,
  appRoutes.adminIndex,
  appRoutes.schoolYearPage,
  appRoutes.notFound,
  appRoutes.noRole,
  appRoutes.noPermission,
];

describe('reaching every page', () => {
  it('lists every other page of §2 for some role, or lets everyone open it', () => {
    const listed = new Set([...MENU_ROWS.map((row) => pathOnly(row.menuUrl)), ...ALWAYS_ALLOWED_PATHS]);
    const unreachable = Object.values(appRoutes).filter((path) => !listed.has(path) && !NOT_LISTED.includes(path));
    expect(unreachable).toEqual([]);
  });

  it('opens the import steps from the batch entry of each role that imports', () => {
    const batchEntries = MENU_ROWS.filter((row) => row.menuUrl === appRoutes.batchAddAccounts);
    expect(batchEntries.map((row) => row.roleCode).sort((a, b) => a - b)).toEqual(
      [RoleCode.areaAdmin, RoleCode.schoolAdmin].sort((a, b) => a - b),
    );
    for (const entry of batchEntries) {
      const steps = MENU_ROWS.filter((row) => row.parentId === entry.id && row.roleCode === entry.roleCode);
      expect(steps.map((row) => row.menuUrl)).toEqual([appRoutes.templateDownload, appRoutes.uploadAll]);
    }
  });

  it('lists the report pages by reach: area roles from the area report down, school admins from the school, teachers their classes', () => {
    const area: string[] = [appRoutes.areaReport, appRoutes.schoolReport, appRoutes.exclusiveReport];
    expect(rolesListing(appRoutes.areaReport)).toEqual([RoleCode.areaAdmin, RoleCode.areaTeach].sort((a, b) => a - b));
    expect(rolesListing(appRoutes.schoolReport)).toEqual(
      [RoleCode.areaAdmin, RoleCode.areaTeach, RoleCode.schoolAdmin].sort((a, b) => a - b),
    );
    for (const path of [appRoutes.classesReport, appRoutes.stuReport, appRoutes.develop, appRoutes.reportRead]) {
      expect(rolesListing(path)).toEqual(
        [RoleCode.areaAdmin, RoleCode.areaTeach, RoleCode.schoolAdmin, RoleCode.headmaster, RoleCode.teacher].sort(
          (a, b) => a - b,
        ),
      );
    }
    expect(
      MENU_ROWS.filter((row) => area.includes(pathOnly(row.menuUrl)) && row.roleCode === RoleCode.teacher),
    ).toEqual([]);
    expect(MENU_ROWS.find((row) => pathOnly(row.menuUrl) === appRoutes.reportRead)?.menuUrl).toBe(
      `${appRoutes.reportRead}?showRead=1`,
    );
  });

  it('gives students and parents their report list', () => {
    expect(rolesListing(appRoutes.studentReportList)).toEqual(
      [RoleCode.student, RoleCode.parent].sort((a, b) => a - b),
    );
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
