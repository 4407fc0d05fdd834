import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { renderInApp } from '../../../test/render';
import {
  answerWith,
  buildFigure,
  buildHead,
  buildUnitRow,
  callsOf,
  defaultServer,
  district,
  school,
  type CallInput,
} from '../test-support';
import { reportsZhCN } from '../texts';
import { DevelopPage } from './develop-page';

vi.mock('../../../shared/request', async () => {
  const { RequestError, isRequestError } = await import('../../../shared/request/request-error');
  return { http: { request: vi.fn(), revalidate: vi.fn() }, RequestError, isRequestError };
});

const text = reportsZhCN;
const aspects = [
  { dimensionId: '1', name: '品德发展' },
  { dimensionId: '2', name: '学业发展' },
];
const klass = { kind: 'class', id: 51, name: '1班' } as const;

function development({ body }: CallInput) {
  const atSchool = (body?.node as { kind?: string } | undefined)?.kind === 'school';
  return {
    head: atSchool ? buildHead({ path: [district, school], node: school }) : buildHead(),
    aspects,
    rows: atSchool ? [buildUnitRow({ ...klass, overall: buildFigure(74.2), aspects: [75, null] })] : [buildUnitRow()],
  };
}

let server: ReturnType<typeof defaultServer>;

beforeEach(() => {
  server = {
    ...defaultServer(),
    selectDevelopmentSchoolList: development,
    selectDevelopmentSituation: development,
    selectCurrentPhaseIdByOrgId: () => ({
      phaseId: '2',
      phases: [
        { phaseId: '1', gradeLevels: [1, 2, 3, 4, 5, 6] },
        { phaseId: '2', gradeLevels: [7, 8, 9] },
      ],
    }),
  };
  answerWith(server);
});

afterEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('zh-CN');
});

describe('the development page', { timeout: 30_000 }, () => {
  it("lists an area's schools, then a school's classes with the phase's grades", async () => {
    server.getReportGrad = () => ({
      grades: [
        { gradeLevel: 3, gradeName: '三年级' },
        { gradeLevel: 7, gradeName: '七年级' },
      ],
      currentGradeLevel: null,
    });
    const { user } = renderInApp(<DevelopPage />);
    const row = await screen.findByRole('row', { name: new RegExp(school.name) });
    expect(row.textContent).toContain('76.8');
    expect(screen.getByRole('columnheader', { name: '学业发展' })).toBeTruthy();
    expect(callsOf('selectDevelopmentSituation')).toEqual([]);
    expect(screen.getByText(text.valueAdded.method)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: school.name }));
    const classRow = await screen.findByRole('row', { name: /1班/ });
    expect(classRow.textContent).toContain('74.2');
    expect(callsOf('selectDevelopmentSituation').at(-1)?.body).toMatchObject({ node: { kind: 'school', id: 5 } });
    await waitFor(() => expect(callsOf('selectCurrentPhaseIdByOrgId').at(-1)?.body).toEqual({ orgId: 5 }));
    // Classes are where the drill ends.
    expect(screen.queryByRole('button', { name: '1班' })).toBeNull();
    expect(screen.getByLabelText(text.filters.phase)).toBeTruthy();
    await user.click(screen.getByLabelText(text.filters.grade));
    await screen.findByTitle('七年级');
    expect(screen.queryByTitle('三年级')).toBeNull();
  });

  it('exports what it shows, school by school above a school', async () => {
    server.exportExcelDevelopmentSituation = () => {
      throw new Error('stop before the file');
    };
    const { user } = renderInApp(<DevelopPage />);
    await user.click(await screen.findByRole('button', { name: text.export.development }));
    await waitFor(() =>
      expect(callsOf('exportExcelDevelopmentSituation').at(-1)?.body).toEqual({ taskGroupId: 12, by: 'school' }),
    );
  });
});
