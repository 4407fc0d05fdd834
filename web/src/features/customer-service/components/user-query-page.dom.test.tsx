import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RoleCode } from '@pingjia/contract';
import { buttonLabel, renderInApp } from '../../../test/render';
import type * as userCalls from '../api/user-calls';
import { findUsers, resetUserPassword, setUserState, type CustomerUser } from '../api/user-calls';
import { customerServiceZhCN as texts } from '../texts';
import { UserQueryPage } from './user-query-page';

vi.mock('../api/user-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof userCalls>()),
  findUsers: vi.fn(),
  resetUserPassword: vi.fn(),
  setUserState: vi.fn(),
}));

const person = (id: number, loginName: string, userType: number, roleIds: number[]): CustomerUser => ({
  id,
  userName: `用户${id}`,
  loginName,
  userType,
  gender: '1',
  phone: null,
  state: 1,
  schoolId: 1,
  schoolName: '实验学校',
  gradeId: null,
  gradeName: null,
  classId: null,
  className: null,
  roleIds: roleIds.join(','),
  certificateType: null,
  certificateCode: null,
  passwordIsInitial: false,
});

const student = person(1, 'student01', 1, [RoleCode.student]);
const schoolAdmin = person(2, 'admin01', 0, [RoleCode.schoolAdmin, RoleCode.teacher]);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(findUsers).mockResolvedValue({ records: [student, schoolAdmin], total: 2 });
  vi.mocked(resetUserPassword).mockResolvedValue(undefined);
  vi.mocked(setUserState).mockResolvedValue(undefined);
});

async function searched() {
  const view = renderInApp(<UserQueryPage />);
  await view.user.type(screen.getByLabelText(texts.userName), '用户');
  await view.user.click(screen.getByRole('button', { name: buttonLabel(texts.search) }));
  await screen.findByText('student01');
  return view;
}

// The table and the lazily loaded antd dialogs take seconds to render under a loaded test machine.
describe('customer service user query', { timeout: 20_000 }, () => {
  it('offers changes for a student, and none for a staff account', async () => {
    await searched();
    expect(screen.getByRole('button', { name: `${texts.resetPassword} student01` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${texts.resetPassword} admin01` })).toBeNull();
    expect(screen.getByText(texts.staffManaged)).toBeTruthy();
  });

  it('resets a password only with a reason, and sends the reason', async () => {
    const { user } = await searched();
    await user.click(screen.getByRole('button', { name: `${texts.resetPassword} student01` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(texts.newPassword), 'Help@2026');
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(texts.resetPassword) }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(resetUserPassword).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(texts.reason), ' 家长来电 ');
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(texts.resetPassword) }));
    await waitFor(() => expect(resetUserPassword).toHaveBeenCalledWith(student.id, 'Help@2026', '家长来电'));
  });

  it('deactivates with a reason', async () => {
    const { user } = await searched();
    await user.click(screen.getByRole('button', { name: buttonLabel(texts.deactivate) }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(texts.reason), '学生已转学');
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(texts.confirm) }));
    await waitFor(() => expect(setUserState).toHaveBeenCalledWith(student.id, 0, '学生已转学'));
  });
});
