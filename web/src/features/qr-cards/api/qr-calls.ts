import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';

export interface ClassRow {
  id: number;
  name: string;
  schoolName: string;
  gradeName: string;
  studentCount: number;
}

export interface StudentRow {
  id: number;
  userName: string;
  loginName: string;
}

interface Page<T> {
  records: T[];
  total: number;
}

export function listClasses(pageIndex: number): Promise<Page<ClassRow>> {
  return http.request<Page<ClassRow>>(admin.classList, { body: { pageIndex, pageSize: 20 } });
}

export function listClassStudents(classId: number): Promise<Page<StudentRow>> {
  return http.request<Page<StudentRow>>(admin.studentList, {
    body: { classId, pageIndex: 1, pageSize: 100, state: 1 },
  });
}

/** The printable sheet needs the session header, so it is fetched and shown from a local address. */
export async function classSheetUrl(classId: number): Promise<string> {
  const response = await http.request<Response>(admin.downloadTemplate, {
    query: { classId },
    responseType: 'blob',
  });
  return URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
}

export async function downloadClassZip(classId: number, fileName: string): Promise<void> {
  const response = await http.request<Response>(admin.exportAllStuQRCode, {
    query: { classId },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
}

export async function resetCode(userId: number): Promise<void> {
  await http.request<unknown>(admin.resetStuQRCode, { body: { userIds: [userId] } });
}
