import type { ApiRoute } from '@pingjia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/request/request-error';
import { renderInApp } from '../../../test/render';
import { adminBasisZhCN } from '../texts';
import { StudentPage } from './student-page';
import { TeacherPage } from './teacher-page';

const fakeHttp = vi.hoisted(() => ({ request: vi.fn(), revalidate: vi.fn() }));
vi.mock('../../../shared/request', async () => {
  const { RequestError, isRequestError } = await import('../../../shared/request/request-error');
  return { http: fakeHttp, RequestError, isRequestError };
});

const text = adminBasisZhCN.unlock;
type Input = { body?: Record<string, unknown> };
type Handler = (input: Input) => unknown;

const student = {
  id: 41,
  userName: '李小明',
  loginName: 'lixiaoming',
  gender: '1',
  state: 1,
  schoolId: 5,
  schoolName: '求是实验学校',
  gradeId: 1,
  gradeName: '七年级',
  classId: 3,
  className: '1班',
  phone: null,
  certificateType: null,
  certificateCode: null,
  passwordIsInitial: false,
};
const teacher = {
  id: 52,
  userName: '张老师',
  loginName: 'zhanglaoshi',
  gender: '2',
  phone: null,
  state: 1,
  schoolId: 5,
  schoolName: '求是实验学校',
  passwordIsInitial: false,
  roleIds: '7',
  teacherClassList: [],
  headTeacherClassList: [],
  manageSchoolList: [],
  manageAreaList: [],
  parentStudentList: [],
};

let server: Record<string, Handler>;
const calls = (name: string) =>
  fakeHttp.request.mock.calls.filter(([route]) => (route as ApiRoute).name === name).map(([, input]) => input as Input);

function serve(capabilities: string[]) {
  server = {
    getMyScope: () => ({ roleId: 6, level: 'school', regionIds: [], schoolIds: [5], classIds: null, capabilities }),
    studentList: () => ({ records: [student], total: 1 }),
    teacherList: () => ({ records: [teacher], total: 1 }),
    classList: () => ({ records: [], total: 0 }),
    unlockSignIn: () => null,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  serve(['readStudents', 'manageStudents', 'readTeachers', 'manageTeachers', 'unlockSignIn']);
  fakeHttp.request.mockImplementation((route: ApiRoute, input: Input = {}) => {
    const handler = server[route.name];
    if (!handler) throw new Error(`no fake for ${route.name}`);
    return Promise.resolve().then(() => handler(input));
  });
});

/** The first render loads the lazy table and antd: slow on a cold, busy machine. */
const FIRST_RENDER = { timeout: 10_000 };
const unlockButton = (name: string) => screen.findByRole('button', { name: `${text.button} ${name}` }, FIRST_RENDER);
const fill = (template: string, name: string) => template.replace('{{name}}', name);

describe('unlocking sign-in from the people tables', { timeout: 30_000 }, () => {
  it("unlocks a student's sign-in only once confirmed, and says so", async () => {
    const { user } = renderInApp(<StudentPage />);
    const button = await unlockButton(student.userName);
    await user.click(button);
    const question = screen.getByRole('dialog', { name: fill(text.confirm, student.userName) });
    await user.click(within(question).getByRole('button', { name: adminBasisZhCN.common.cancel }));
    expect(calls('unlockSignIn')).toEqual([]);
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: adminBasisZhCN.common.confirm }));
    expect(await screen.findByText(fill(text.done, student.userName))).toBeTruthy();
    expect(calls('unlockSignIn')).toEqual([{ body: { userId: student.id } }]);
  });

  it("unlocks a teacher's sign-in from the teacher table", async () => {
    const { user } = renderInApp(<TeacherPage />);
    await user.click(await unlockButton(teacher.userName));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: adminBasisZhCN.common.confirm }));
    await waitFor(() => expect(calls('unlockSignIn')).toEqual([{ body: { userId: teacher.id } }]));
  });

  it('says nothing was done when the server refuses', async () => {
    server.unlockSignIn = () => {
      throw new RequestError('business', 10004, '记录不存在');
    };
    const { user } = renderInApp(<StudentPage />);
    await user.click(await unlockButton(student.userName));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: adminBasisZhCN.common.confirm }));
    await waitFor(() => expect(calls('unlockSignIn')).toHaveLength(1));
    expect(screen.queryByText(fill(text.done, student.userName))).toBeNull();
  });

  it('offers no unlock to a role that may not, but still the edit link to one that manages', async () => {
    serve(['readStudents', 'manageStudents']);
    renderInApp(<StudentPage />);
    expect(
      await screen.findByRole('button', { name: `${adminBasisZhCN.common.edit} ${student.userName}` }, FIRST_RENDER),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${text.button} ${student.userName}` })).toBeNull();
  });
});
