import type { Pii } from '../../platform/pii.js';
import { maskCertificate, maskPhone } from '../people/presenter.js';
import type { StudentListRow } from './repository.js';
import type { StudentRecord } from './types.js';

/** Picks the fields of a row; the identity number is decrypted only to be masked. */
export function toStudentRecord(row: StudentListRow, pii: Pii): StudentRecord {
  const { certificateCodeEncrypted, ...rest } = row;
  return {
    ...rest,
    phone: maskPhone(row.phone),
    certificateCode: maskCertificate(certificateCodeEncrypted ? pii.decrypt(certificateCodeEncrypted) : null),
  };
}

export const STUDENT_EXPORT_COLUMNS = [
  { header: '姓名', key: 'userName', width: 14 },
  { header: '账号', key: 'loginName', width: 20 },
  { header: '性别', key: 'gender', width: 6 },
  { header: '学校', key: 'schoolName', width: 28 },
  { header: '年级', key: 'gradeName', width: 10 },
  { header: '班级', key: 'className', width: 10 },
  { header: '证件号码', key: 'certificateCode', width: 22 },
  { header: '状态', key: 'state', width: 8 },
];

/** Exports carry the masked identity number too: a spreadsheet travels further than a screen. */
export function toStudentExportRow(record: StudentRecord) {
  return {
    ...record,
    gender: record.gender === '0' ? '男' : '女',
    state: record.state === 1 ? '启用' : '停用',
  };
}
