import { admin, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type ClassRow = RouteData<typeof admin.classList>['records'][number];
export type StudentRow = RouteData<typeof admin.studentList>['records'][number];

/** The caller's capabilities decide whether the reset shows. */
export function getMyScope() {
  return http.request(admin.getMyScope);
}

export function listClasses(pageIndex: number) {
  return http.request(admin.classList, { body: { pageIndex, pageSize: 20 } });
}

export function listClassStudents(classId: number) {
  return http.request(admin.studentList, {
    body: { classId, pageIndex: 1, pageSize: 100, state: 1 },
  });
}

/** The printable sheet needs the session header, so it is fetched and shown from a local address. */
export async function classSheetUrl(classId: number): Promise<string> {
  const response = await http.request(admin.downloadTemplate, {
    query: { classId },
    responseType: 'blob',
  });
  return URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
}

export async function downloadClassZip(classId: number, fileName: string): Promise<void> {
  const response = await http.request(admin.exportAllStuQRCode, {
    query: { classId },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
}

export async function resetCode(userId: number): Promise<void> {
  await http.request(admin.resetStuQRCode, { body: { userIds: [userId] } });
}
