import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export const areaManagersKey = ['adminBasis', 'areaManagers'] as const;

export function listAreaManagers(query: RouteInput<typeof admin.areaManagerList>['body']) {
  return http.request(admin.areaManagerList, { body: query });
}

/** One manager as the server holds them now, for the edit dialog. */
export function getAreaManager(userId: number) {
  return http.request(admin.areaManagerGet, { query: { userId } });
}

/** The password (only when creating) is plain here and sealed before it leaves the browser (§9). */
export type AreaManagerDraft = RouteInput<typeof admin.areaManagerSave>['body'];

export async function saveAreaManager({ password, phone, ...draft }: AreaManagerDraft): Promise<void> {
  const sealed = password ? (await sealForTransport([password]))[0] : undefined;
  await http.request(admin.areaManagerSave, {
    body: { ...draft, phone: phone || null, password: sealed },
  });
}

/** Withdraws the manager's area grants in the caller's scope; the account stays. */
export async function revokeAreaManager(userId: number): Promise<void> {
  await http.request(admin.areaManagerRevoke, { body: { userId } });
}
