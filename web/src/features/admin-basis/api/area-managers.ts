import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';
import type { Page, PageQuery, TeacherRecord } from './types';

export const areaManagersKey = ['adminBasis', 'areaManagers'] as const;

export function listAreaManagers(query: PageQuery): Promise<Page<TeacherRecord>> {
  return http.request<Page<TeacherRecord>>(admin.areaManagerList, { body: query });
}

/** One manager as the server holds them now, for the edit dialog. */
export function getAreaManager(userId: number): Promise<TeacherRecord> {
  return http.request<TeacherRecord>(admin.areaManagerGet, { query: { userId } });
}

export interface AreaManagerDraft {
  id?: number;
  userName: string;
  loginName: string;
  gender: '0' | '1';
  phone?: string;
  manageAreaList: number[];
  /** Only when creating; sealed before it leaves the browser (§9). */
  password?: string;
}

export async function saveAreaManager({ password, phone, ...draft }: AreaManagerDraft): Promise<void> {
  const sealed = password ? (await sealForTransport([password]))[0] : undefined;
  await http.request<unknown>(admin.areaManagerSave, {
    body: { ...draft, phone: phone || null, password: sealed },
  });
}

/** Withdraws the manager's area grants in the caller's scope; the account stays. */
export async function revokeAreaManager(userId: number): Promise<void> {
  await http.request<unknown>(admin.areaManagerRevoke, { body: { userId } });
}
