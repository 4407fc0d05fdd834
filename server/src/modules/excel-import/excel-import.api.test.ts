import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, idCardCheckChar } from '@pingjia/contract';
import { authed, body, buildTestApp, seal, signIn, type TestApp } from '../../test/harness.js';
import { createClass, createStudent, TEST_PASSWORD } from '../../test/factories.js';
import { demoStudentWorkbook } from '../../seed/admin/demo-workbook.js';
import { auditCount, findUser, twoSchools, userCount } from '../scope/test-support.js';
import { IMPORT_COLUMNS } from './columns.js';
import { uploadFile, waitForJob, workbookOf } from './test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let token: string;
let admin: ReturnType<typeof authed>;

const HEADERS = IMPORT_COLUMNS.student.map((column) => column.header);
const validId = (first17: string) => `${first17}${idCardCheckChar(first17)}`;
const suffix = Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  token = await signIn(t.app, org.adminA.loginName, TEST_PASSWORD);
  admin = authed(t.app, token);
});

/** Rows 2-3 are good; rows 4-9 each break one rule. */
function studentRows(taken: string): (string | number)[][] {
  const good1 = `good1_${suffix}`;
  return [
    HEADERS,
    ['王一', good1, '男', '七年级', '1班', '', validId('33010620130315031'), ''],
    ['王二', `good2_${suffix}`, '女', '七年级', '1班', '', '', '13800001234'],
    ['王三', 'ab', '男', '七年级', '1班', '', '', ''],
    ['王四', good1, '男', '七年级', '1班', '', '', ''],
    ['王五', `badid_${suffix}`, '男', '七年级', '1班', '', '330106201303150310', ''],
    ['王六', `nocls_${suffix}`, '男', '九年级', '9班', '', '', ''],
    ['', `noname_${suffix}`, '男', '七年级', '1班', '', '', ''],
    ['王'.repeat(31), `long_${suffix}`, '男', '七年级', '1班', '', '', ''],
    ['王八', taken, '男', '七年级', '1班', '', '', ''],
  ];
}

describe('batch accounts from a workbook', () => {
  it('counts the sheets of a multi-sheet file', async () => {
    const fileName = await uploadFile(
      t.app,
      token,
      'multi.xlsx',
      await workbookOf([
        { name: '一班', rows: [HEADERS] },
        { name: '二班', rows: [HEADERS] },
      ]),
    );
    const result = body<{ sheetNum: number; sheetNames: string[] }>(
      await admin.get(api.admin.getSheetNum.path, { fileName }),
    );
    expect(result.data).toEqual({ sheetNum: 2, sheetNames: ['一班', '二班'] });
  });

  it('answers a file whose bytes are gone from the store as missing, not with an error', async () => {
    const fileName = await uploadFile(t.app, token, 'gone.xlsx', await workbookOf([{ name: '一班', rows: [HEADERS] }]));
    await fs.rm(path.join(t.dataDir, 'files', ...fileName.split('/')));
    expect(body(await admin.get(api.admin.getSheetNum.path, { fileName }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });

  it('dry-runs, then imports the valid rows and hands back exactly the bad ones', async () => {
    const existing = await createStudent({ classId: org.classA.id });
    const fileName = await uploadFile(
      t.app,
      token,
      'students.xlsx',
      await workbookOf([{ name: '学生', rows: studentRows(existing.loginName) }]),
    );
    const request = { fileName, kind: 'student', schoolId: org.schoolA.id };

    const before = await userCount();
    const dry = body<{ jobId: string }>(await admin.post(api.admin.checkImport.path, request));
    const dryRun = await waitForJob(t.app, token, dry.data.jobId);
    expect(dryRun).toMatchObject({ state: 'done', totalRows: 9, validRows: 2, importedRows: 0, rejectedCount: 7 });
    expect(Object.fromEntries(dryRun.rejected.map((row) => [row.rowNumber, row.messages]))).toEqual({
      4: ['支持6-30位字母、数字、_组合'],
      5: ['账号在文件中重复'],
      6: ['身份证号输入有误：校验位不正确'],
      7: ['班级不存在'],
      8: ['姓名不能为空'],
      9: ['请输入2-30位中文、英文、数字或·'],
      10: ['该账号已被使用'],
    });
    expect(await userCount()).toBe(before);

    const run = body<{ jobId: string }>(
      await admin.post(api.admin.importAccounts.path, { ...request, password: await seal(t.app, 'Init@2026') }),
    );
    const imported = await waitForJob(t.app, token, run.data.jobId);
    expect(imported).toMatchObject({ state: 'done', importedRows: 2, rejectedCount: 7 });
    expect(await userCount()).toBe(before + 2);
    const created = await findUser(`good1_${suffix}`);
    expect(created).toMatchObject({ userType: 1, classId: org.classA.id, passwordIsInitial: true, certificateType: 1 });
    expect(await auditCount('student.import', created?.id)).toBe(1);

    const errors = await admin.post(api.files.exporBatchErrotExcel.path, { jobId: run.data.jobId });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(errors.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(8);
    expect(sheet?.getRow(1).values).toContain('错误原因');
    expect(sheet?.getRow(2).getCell(1).value).toBe(4);
  });

  it('dry-runs the demo workbook: five good rows, one of each mistake', async () => {
    await createClass({ schoolId: org.schoolA.id, gradeLevel: 7, name: '2班' });
    const fileName = await uploadFile(t.app, token, 'demo.xlsx', await demoStudentWorkbook(suffix));
    const job = body<{ jobId: string }>(
      await admin.post(api.admin.checkImport.path, { fileName, kind: 'student', schoolId: org.schoolA.id }),
    );
    const result = await waitForJob(t.app, token, job.data.jobId);
    // 四年级1班 does not exist in the test school, so that good row joins the rejected ones.
    expect(result).toMatchObject({ state: 'done', totalRows: 11, validRows: 4, rejectedCount: 7 });
  });

  it('imports teachers with the classes they teach', async () => {
    const headers = IMPORT_COLUMNS.teacher.map((column) => column.header);
    const rows = [
      headers,
      ['李老师', `teach_${suffix}`, '女', '13800005555', '七年级1班', '七年级1班'],
      ['错老师', `teachx_${suffix}`, '男', '', '十年级9班', ''],
    ];
    const fileName = await uploadFile(t.app, token, 'teachers.xlsx', await workbookOf([{ name: '教师', rows }]));
    const run = body<{ jobId: string }>(
      await admin.post(api.admin.importAccounts.path, {
        fileName,
        kind: 'teacher',
        schoolId: org.schoolA.id,
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    const result = await waitForJob(t.app, token, run.data.jobId);
    expect(result).toMatchObject({ state: 'done', importedRows: 1, rejectedCount: 1 });
    expect(result.rejected[0]).toMatchObject({ rowNumber: 3, messages: ['班级不存在'] });
    const list = body<{
      records: { loginName: string; teacherClassList: { id: number }[]; headTeacherClassList: { id: number }[] }[];
    }>(await admin.post(api.admin.teacherList.path, { keyword: `teach_${suffix}` }));
    expect(list.data.records[0]).toMatchObject({
      teacherClassList: [{ id: org.classA.id }],
      headTeacherClassList: [{ id: org.classA.id }],
    });
  });

  it('answers a file that is not a workbook with a clear error', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const fileName = await uploadFile(t.app, token, 'photo.png', png);
    const sheets = body(await admin.get(api.admin.getSheetNum.path, { fileName }));
    expect(sheets).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
      message: '文件不是有效的 Excel 工作簿（.xlsx）',
    });
    const job = body<{ jobId: string }>(
      await admin.post(api.admin.checkImport.path, { fileName, kind: 'student', schoolId: org.schoolA.id }),
    );
    expect(await waitForJob(t.app, token, job.data.jobId)).toMatchObject({
      state: 'failed',
      failure: '文件不是有效的 Excel 工作簿（.xlsx）',
    });
  });

  it('refuses another school, and another person’s file or job, like missing ones', async () => {
    const fileName = await uploadFile(t.app, token, 's.xlsx', await workbookOf([{ name: 'a', rows: [HEADERS] }]));
    const foreign = body(
      await admin.post(api.admin.checkImport.path, { fileName, kind: 'student', schoolId: org.schoolB.id }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const other = authed(t.app, await signIn(t.app, org.adminB.loginName, TEST_PASSWORD));
    expect(body(await other.get(api.admin.getSheetNum.path, { fileName }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    const job = body<{ jobId: string }>(
      await admin.post(api.admin.checkImport.path, { fileName, kind: 'student', schoolId: org.schoolA.id }),
    );
    expect(body(await other.get(api.admin.importProgress.path, { jobId: job.data.jobId }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });

  it('is not a student’s function (403)', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const response = await authed(t.app, await signIn(t.app, student.loginName, TEST_PASSWORD)).get(
      api.admin.importTemplate.path,
    );
    expect(response.statusCode).toBe(403);
  });

  it('downloads a template that opens as a workbook with the headers', async () => {
    const response = await admin.get(api.admin.importTemplate.path, { kind: 'student' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('姓名');
  });

  it('exports the student page as a workbook through exporPageExcel', async () => {
    await createStudent({ classId: org.classA.id, userName: '导出学生' });
    const response = await admin.post(api.admin.exporPageExcel.path, { kind: 'student', keyword: '导出学生' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toBe('导出学生');
  });
});
