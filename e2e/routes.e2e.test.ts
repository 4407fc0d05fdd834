// §2 routes no other browser test opens for what they show: the /adminIndex alias (a host's
// ?roleId= kept on its way to /adminIndex/page), the /noPermission page, and the student's
// medals and trophies page /stuIndex/secondPage with awards the student has earned.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RoleCode } from '../packages/contract/src/index.js';
import { findDefinitions, grantAll } from '../server/src/modules/awards/repository.js';
import { CURRENT_SCHOOL_YEAR } from '../server/src/seed/org.js';
import { createSchool, createStudent, createUser, TEST_PASSWORD } from '../server/src/test/factories.js';
import { awardsZhCN } from '../web/src/features/awards/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { open } from './support/admin.js';
import { inNewPage, launchBrowser } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, fillSignInForm, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

const withPage = (run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) =>
  inNewPage(browser, run, viewport ? { viewport } : {});

const roleSwitch = (page: Page) => page.getByLabel(zhCN.nav.roleSwitch);

describe('/adminIndex', () => {
  it("lands on /adminIndex/page, keeping the query: a host's ?roleId= opens the home in that role", async () => {
    const school = await createSchool({}, db);
    // Holds the school admin role first; without the query the home would open in it.
    const user = await createUser(
      {
        roles: [
          { roleCode: RoleCode.schoolAdmin, schoolId: school.id },
          { roleCode: RoleCode.teacher, schoolId: school.id },
        ],
      },
      db,
    );
    const hostLink = `${CLIENT_ROOT}adminIndex?roleId=${RoleCode.teacher}`;
    await withPage(async (page) => {
      // The host sends the user to sign in, coming back to its link: the alias with the token in the hash.
      await page.goto(`${baseUrl}/sso/?returnUrl=${encodeURIComponent(hostLink)}`);
      await fillSignInForm(page, user.loginName, TEST_PASSWORD);
      await page.waitForURL(() => clientPath(page) === '/adminIndex/page' && !page.url().includes('token='));
      expect(new URL(page.url()).searchParams.get('roleId')).toBe(String(RoleCode.teacher));
      await expect.poll(() => roleSwitch(page).inputValue()).toBe(String(RoleCode.teacher));
      const currentRole = page.getByText(zhCN.home.currentRole).locator('..');
      await expect.poll(() => currentRole.innerText()).toContain(zhCN.roles.teacher);
    });
  });

  it('lands on /adminIndex/page with no query when opened bare', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher01');
      await open(page, baseUrl, '/adminIndex');
      await page.waitForURL(() => clientPath(page) === '/adminIndex/page');
      expect(new URL(page.url()).search).toBe('');
    });
  });
});

describe('/noPermission', () => {
  it('says the user may not open the page, and leads back home', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher01');
      await open(page, baseUrl, '/noPermission');
      await page.getByRole('heading', { level: 1, name: zhCN.errors.noPermissionTitle }).waitFor();
      await page.getByText(zhCN.errors.noPermissionText).waitFor();
      expect(clientPath(page)).toBe('/noPermission');

      await page.getByRole('link', { name: zhCN.nav.home }).click();
      await page.waitForURL(() => clientPath(page) === '/adminIndex/page');
    });
  });
});

describe('/stuIndex/secondPage', () => {
  // Early morning in Beijing, still the day before in UTC: the student's day is the one to show.
  const EARNED_AT = new Date('2026-03-01T07:30:00+08:00');
  // As a browser in Chinese writes that day.
  const EARNED_ON = '2026/3/1';

  /** A student who has earned the first-activity medal and the group trophy, and no other award. */
  async function studentWithAwards() {
    const student = await createStudent(
      { userName: '冯小满', classId: 1, confirmedSchoolYear: CURRENT_SCHOOL_YEAR },
      db,
    );
    const definitions = await findDefinitions(db);
    const earned = definitions.filter((award) => ['firstActivity', 'groupComplete'].includes(award.rule));
    await grantAll(db, {
      userId: student.id,
      awardedAt: EARNED_AT,
      provinceShardId: student.provinceShardId,
      awards: earned.map((award) => ({ awardId: award.id, taskGroupId: 0 })),
    });
    const byRule = (rule: string) => {
      const found = definitions.find((award) => award.rule === rule);
      if (!found) throw new Error(`no award for ${rule}`);
      return found;
    };
    return {
      student,
      total: definitions.length,
      medal: byRule('firstActivity'),
      trophy: byRule('groupComplete'),
      locked: byRule('streak7'),
    };
  }

  it('shows the medals and trophies the student has earned, with the day, beside those still to earn', async () => {
    const { student, total, medal, trophy, locked } = await studentWithAwards();
    await withPage(
      async (page) => {
        await signIn(page, baseUrl, student.loginName, TEST_PASSWORD);
        await open(page, baseUrl, '/stuIndex/secondPage');
        await page.getByRole('heading', { level: 1, name: awardsZhCN.title }).waitFor();
        expect(clientPath(page)).toBe('/stuIndex/secondPage');
        await page
          .getByText(awardsZhCN.summary.replace('{{earned}}', '2').replace('{{total}}', String(total)))
          .waitFor();

        const medals = page.getByRole('region', { name: awardsZhCN.medals });
        const trophies = page.getByRole('region', { name: awardsZhCN.trophies });
        const earnedText = awardsZhCN.earnedAt.replace('{{date}}', EARNED_ON);
        const earnedMedal = medals.getByRole('listitem').filter({ hasText: medal.name });
        await earnedMedal.getByText(earnedText).waitFor();
        const earnedTrophy = trophies.getByRole('listitem').filter({ hasText: trophy.name });
        await earnedTrophy.getByText(earnedText).waitFor();
        const lockedMedal = medals.getByRole('listitem').filter({ hasText: locked.name });
        await lockedMedal.getByText(awardsZhCN.notYet).waitFor();

        // The earned medal's picture is there to see, as a webp (§9).
        const picture = earnedMedal.getByRole('img', { name: medal.name });
        expect(await picture.getAttribute('src')).toMatch(/\.webp$/);
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      },
      { width: 390, height: 844 },
    );
  });
});
