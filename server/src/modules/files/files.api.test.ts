import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, TOKEN_HEADER } from '@pingjia/contract';
import { buildContext } from '../../app.js';
import { loadConfig } from '../../config.js';
import { auditLog, files } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { createLocalDiskStore } from '../../platform/file-store/local-disk.js';
import type { Session } from '../../platform/sessions/types.js';
import { createParent, createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { authed, body, buildTestApp, signIn, testDb, TEST_PII_KEY, type TestApp } from '../../test/harness.js';
import { startActing } from '../auth/acting.js';
import { REPORT_SET } from './service.js';
import { storeFile } from './store-file.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EN = { 'accept-language': 'en-US' };

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = buildContext({
    config: { ...loadConfig({}), dataDir: t.dataDir },
    db: testDb(),
    piiKey: TEST_PII_KEY,
    clock: t.clock.now,
  });
});

function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----pingjia${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Uploaded {
  fileName: string;
  url: string;
  originalName: string;
  size: number;
  mime: string;
}

function upload(token: string, filename: string, content: Buffer, field = 'file') {
  const form = multipart(filename, content, field);
  return t.app.inject({
    method: 'POST',
    url: api.files.uploadFile.path,
    payload: form.payload,
    headers: { ...form.headers, ...EN, [TOKEN_HEADER]: token },
  });
}

async function uploaded(token: string, filename: string, content: Buffer): Promise<Uploaded> {
  const result = body<Uploaded>(await upload(token, filename, content));
  if (!result.success) throw new Error(`upload failed: ${result.message}`);
  return result.data;
}

async function signedInStudent() {
  const student = await createStudent();
  return { student, token: await signIn(t.app, student.loginName, TEST_PASSWORD) };
}

async function sessionOfToken(token: string): Promise<Session> {
  const stored = await ctx.sessions.findByToken(token);
  if (!stored) throw new Error('no session for token');
  return stored;
}

function getFile(query: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: api.files.getFile.path, query, headers: { ...EN, ...headers } });
}

async function downloadToken(token: string, purpose: string, params: Record<string, string>) {
  const response = await authed(t.app, token).post(api.files.createDownloadToken.path, { purpose, params });
  return body<{ satoken: string; stptype: string }>(response).data;
}

async function storedFilesOnDisk(): Promise<string[]> {
  try {
    return (await readdir(path.join(t.dataDir, 'files'), { recursive: true })).filter((name) => name.includes('.'));
  } catch {
    return [];
  }
}

async function zipEntries(raw: Buffer): Promise<Record<string, Buffer>> {
  const zip = await JSZip.loadAsync(raw);
  const entries: Record<string, Buffer> = {};
  for (const entry of Object.values(zip.files)) entries[entry.name] = await entry.async('nodebuffer');
  return entries;
}

describe('the file service needs a session', () => {
  it('answers 401 to every call without one', async () => {
    const calls = [
      t.app.inject({ method: 'POST', url: api.files.uploadFile.path, ...multipart('a.png', PNG) }),
      t.app.inject({ method: 'POST', url: api.files.getResourceByIdOrName.path, payload: { id: 1 } }),
      t.app.inject({ method: 'POST', url: api.files.putZipFile.path, payload: { fileNames: ['x'] } }),
      t.app.inject({
        method: 'POST',
        url: api.files.createDownloadToken.path,
        payload: { purpose: 'getFile', params: { fileName: 'x' } },
      }),
      t.app.inject({ method: 'POST', url: api.files.batchDownloadFilePost.path, payload: { fileNames: ['x'] } }),
      getFile({ fileName: 'x' }),
      t.app.inject({ method: 'GET', url: api.files.downloadZipFile.path, query: { fileName: 'x' } }),
      t.app.inject({ method: 'GET', url: api.files.batchDownloadFile.path, query: { fileNames: 'x,y' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(body(response)).toMatchObject({ success: false, code: 401 });
    }
  });

  it('answers 402 to an idle session on a link download, as the session guard does', async () => {
    // An app of its own with a one-second idle limit, so this file's clock stays near real time for sign-ins.
    const idle = await buildTestApp({ sessionIdleMs: 1_000 });
    const student = await createStudent();
    const token = await signIn(idle.app, student.loginName, TEST_PASSWORD);
    idle.clock.advance(2_000);
    const response = await idle.app.inject({
      method: 'GET',
      url: api.files.getFile.path,
      query: { fileName: 'x' },
      headers: { [TOKEN_HEADER]: token },
    });
    expect(response.statusCode).toBe(402);
    expect(body(response)).toMatchObject({ success: false, code: 402 });
  });
});

describe('upload', () => {
  it('stores a real PNG, audits it, and getFile returns the same bytes and type', async () => {
    const { student, token } = await signedInStudent();
    const data = await uploaded(token, '头像.png', PNG);
    expect(data).toMatchObject({ originalName: '头像.png', size: PNG.length, mime: 'image/png' });
    expect(data.fileName).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(data.url).toBe(`/io/file/getFile?fileName=${encodeURIComponent(data.fileName)}&dispositionType=inline`);

    const response = await t.app.inject({ method: 'GET', url: data.url, headers: { [TOKEN_HEADER]: token } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="__.png"; filename*=UTF-8''%E5%A4%B4%E5%83%8F.png`,
    );

    const [entry] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.upload'), eq(auditLog.actorUserId, student.id)));
    expect(entry?.after).toMatchObject({ fileName: data.fileName, originalName: '头像.png' });
  });

  it('serves an attachment when asked, and never shows an office document inline', async () => {
    const { token } = await signedInStudent();
    const data = await uploaded(token, 'report.pdf', PDF);
    const attachment = await getFile(
      { fileName: data.fileName, dispositionType: 'attachment' },
      { [TOKEN_HEADER]: token },
    );
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
  });

  it('refuses a .png whose content is text, with a clear message, storing nothing', async () => {
    const { student, token } = await signedInStudent();
    const before = await storedFilesOnDisk();
    const response = await upload(token, 'photo.png', Buffer.from('just some text, not an image at all\n'.repeat(20)));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
      message: 'The file content does not match its extension; please upload the real file',
    });
    expect(await testDb().select().from(files).where(eq(files.ownerUserId, student.id))).toEqual([]);
    expect(await storedFilesOnDisk()).toEqual(before);
  });

  it('refuses a type that is not allowed by its name, and a PNG posing as a PDF', async () => {
    const { token } = await signedInStudent();
    expect(body(await upload(token, 'tool.exe', PNG)).message).toMatch(/^File type not allowed/);
    expect(body(await upload(token, 'paper.pdf', PNG)).message).toMatch(/does not match its extension/);
  });

  it('refuses an image over 10 MB, storing nothing', async () => {
    const { student, token } = await signedInStudent();
    const oversize = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    const response = await upload(token, 'big.png', oversize);
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(body(response).message).toMatch(/too large/);
    expect(await testDb().select().from(files).where(eq(files.ownerUserId, student.id))).toEqual([]);
  });

  it('cuts off and refuses any file over 20 MB', async () => {
    const { student, token } = await signedInStudent();
    const response = await upload(token, 'huge.pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(body(response).message).toMatch(/too large/);
    expect(await testDb().select().from(files).where(eq(files.ownerUserId, student.id))).toEqual([]);
  });

  it('asks for a file when the form has none under "file"', async () => {
    const { token } = await signedInStudent();
    expect(body(await upload(token, 'a.png', PNG, 'avatar')).message).toBe('Please choose a file to upload');
  });
});

describe('access per file', () => {
  it("answers another user's private file exactly like a missing one", async () => {
    const owner = await signedInStudent();
    const other = await signedInStudent();
    const data = await uploaded(owner.token, 'mine.png', PNG);
    const missing = '2026/01/00000000-0000-0000-0000-000000000000.png';

    const theirs = await getFile({ fileName: data.fileName }, { [TOKEN_HEADER]: other.token });
    const nothing = await getFile({ fileName: missing }, { [TOKEN_HEADER]: other.token });
    expect(theirs.statusCode).toBe(nothing.statusCode);
    expect(body(theirs)).toEqual(body(nothing));
    expect(body(theirs)).toMatchObject({ success: false, code: ErrorCode.NotFound });

    const meta = (fileName: string) =>
      authed(t.app, other.token).post(api.files.getResourceByIdOrName.path, { fileName });
    expect(body(await meta(data.fileName))).toEqual(body(await meta(missing)));
  });

  it("lets a parent acting as the child read the child's file, but not the parent's own session", async () => {
    const { student, token } = await signedInStudent();
    const data = await uploaded(token, 'homework.png', PNG);
    const parent = await createParent({ children: [student.id] });
    const parentToken = await signIn(t.app, parent.loginName, TEST_PASSWORD);
    const acting = await startActing(ctx, await sessionOfToken(parentToken), student.id, null);

    const asChild = await getFile({ fileName: data.fileName }, { [TOKEN_HEADER]: acting.token });
    expect(asChild.statusCode).toBe(200);
    expect(asChild.rawPayload.equals(PNG)).toBe(true);
    expect(body(await getFile({ fileName: data.fileName }, { [TOKEN_HEADER]: parentToken }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
  });
});

describe("staff reading students' uploads", () => {
  it('lets a school admin open an upload of a student of their school, and answers another school like a missing file', async () => {
    const { student, token } = await signedInStudent();
    const data = await uploaded(token, 'answer.png', PNG);
    const admin = await createTeacher({
      schoolId: student.schoolId ?? 0,
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: student.schoolId ?? 0 }],
    });
    const elsewhere = await createTeacher({});
    const foreignAdmin = await createTeacher({
      schoolId: elsewhere.schoolId ?? 0,
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: elsewhere.schoolId ?? 0 }],
    });
    const missing = '2026/01/00000000-0000-0000-0000-000000000000.png';

    const ours = await getFile(
      { fileName: data.fileName },
      { [TOKEN_HEADER]: await signIn(t.app, admin.loginName, TEST_PASSWORD) },
    );
    expect(ours.statusCode).toBe(200);
    expect(ours.rawPayload.equals(PNG)).toBe(true);
    const foreignToken = await signIn(t.app, foreignAdmin.loginName, TEST_PASSWORD);
    expect(body(await getFile({ fileName: data.fileName }, { [TOKEN_HEADER]: foreignToken }))).toEqual(
      body(await getFile({ fileName: missing }, { [TOKEN_HEADER]: foreignToken })),
    );
  });
});

describe('download tokens', () => {
  it('opens a link once, for exactly its file, without a session', async () => {
    const { token } = await signedInStudent();
    const data = await uploaded(token, 'once.png', PNG);
    const link = await downloadToken(token, 'getFile', { fileName: data.fileName });
    expect(link.stptype).toBe('download');
    expect(link.satoken).not.toBe(token);

    const first = await getFile({ fileName: data.fileName, satoken: link.satoken, stptype: link.stptype });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PNG)).toBe(true);

    const second = await getFile({ fileName: data.fileName, satoken: link.satoken, stptype: link.stptype });
    expect(body(second)).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect(body(second).message).toBe('The download link is invalid or has expired; please download again');
  });

  it('refuses an expired token', async () => {
    const { token } = await signedInStudent();
    const data = await uploaded(token, 'late.png', PNG);
    const link = await downloadToken(token, 'getFile', { fileName: data.fileName });
    t.clock.advance(61_000);
    const late = await getFile({ fileName: data.fileName, ...link });
    expect(body(late)).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
  });

  it('refuses a token for another purpose or other parameters, without using it up', async () => {
    const { token } = await signedInStudent();
    const wanted = await uploaded(token, 'wanted.png', PNG);
    const other = await uploaded(token, 'other.png', PNG);
    const link = await downloadToken(token, 'getFile', { fileName: wanted.fileName });

    expect(body(await getFile({ fileName: other.fileName, ...link })).code).toBe(ErrorCode.NotAllowed);
    const asZip = await t.app.inject({
      method: 'GET',
      url: api.files.downloadZipFile.path,
      query: { fileName: wanted.fileName, ...link },
    });
    expect(body(asZip).code).toBe(ErrorCode.NotAllowed);
    expect(body(await getFile({ fileName: wanted.fileName, satoken: link.satoken, stptype: 'session' })).code).toBe(
      ErrorCode.NotAllowed,
    );
    expect((await getFile({ fileName: wanted.fileName, ...link })).statusCode).toBe(200);
  });

  it('never accepts a session token in the query', async () => {
    const { token } = await signedInStudent();
    const data = await uploaded(token, 'session.png', PNG);
    const response = await getFile({ fileName: data.fileName, satoken: token, stptype: 'download' });
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
  });

  it('refuses to make a token that does not name what it fetches', async () => {
    const { token } = await signedInStudent();
    const missing = await authed(t.app, token).post(api.files.createDownloadToken.path, {
      purpose: 'getFileBySetName',
      params: { fileName: 'a' },
    });
    expect(body(missing)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const extra = await authed(t.app, token).post(api.files.createDownloadToken.path, {
      purpose: 'getFile',
      params: { fileName: 'a', userId: '1' },
    });
    expect(body(extra)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('zips', () => {
  it('putZipFile then downloadZipFile yields a zip of the files, named as uploaded', async () => {
    const { token } = await signedInStudent();
    const png = await uploaded(token, '照片.png', PNG);
    const pdf = await uploaded(token, 'paper.pdf', PDF);
    const twin = await uploaded(token, '照片.png', PNG);
    const put = body<{ fileName: string }>(
      await authed(t.app, token).post(api.files.putZipFile.path, {
        fileNames: [png.fileName, pdf.fileName, twin.fileName],
        zipName: '作业',
      }),
    );
    expect(put.data.fileName).toMatch(/\.zip$/);

    const download = await authed(t.app, token).get(api.files.downloadZipFile.path, { fileName: put.data.fileName });
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%E4%BD%9C%E4%B8%9A.zip");
    const entries = await zipEntries(download.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['paper.pdf', '照片 (2).png', '照片.png']);
    expect(entries['照片.png']?.equals(PNG)).toBe(true);
    expect(entries['paper.pdf']?.equals(PDF)).toBe(true);
  });

  it('refuses to zip a file the caller may not read, like a missing one', async () => {
    const owner = await signedInStudent();
    const other = await signedInStudent();
    const data = await uploaded(owner.token, 'private.png', PNG);
    const response = await authed(t.app, other.token).post(api.files.putZipFile.path, { fileNames: [data.fileName] });
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('batchDownloadFile streams a zip by link token (GET) and by session (POST)', async () => {
    const { token } = await signedInStudent();
    const a = await uploaded(token, 'a.png', PNG);
    const b = await uploaded(token, 'b.pdf', PDF);
    const fileNames = `${a.fileName},${b.fileName}`;
    const link = await downloadToken(token, 'batchDownloadFile', { fileNames });
    const byLink = await t.app.inject({
      method: 'GET',
      url: api.files.batchDownloadFile.path,
      query: { fileNames, ...link },
    });
    expect(Object.keys(await zipEntries(byLink.rawPayload)).sort()).toEqual(['a.png', 'b.pdf']);

    const bySession = await authed(t.app, token).post(api.files.batchDownloadFilePost.path, {
      fileNames: [a.fileName],
    });
    expect(bySession.headers['content-type']).toBe('application/zip');
    expect((await zipEntries(bySession.rawPayload))['a.png']?.equals(PNG)).toBe(true);
  });
});

describe('metadata and sets', () => {
  it('getResourceByIdOrName returns the metadata by id or name, never a storage path', async () => {
    const { token } = await signedInStudent();
    const data = await uploaded(token, 'meta.png', PNG);
    const byName = body<Record<string, unknown>>(
      await authed(t.app, token).post(api.files.getResourceByIdOrName.path, { fileName: data.fileName }),
    );
    expect(byName.data).toMatchObject({
      fileName: data.fileName,
      originalName: 'meta.png',
      mime: 'image/png',
      size: PNG.length,
      visibility: 'private',
    });
    const byId = body(await authed(t.app, token).post(api.files.getResourceByIdOrName.path, { id: byName.data.id }));
    expect(byId.data).toEqual(byName.data);
    expect(JSON.stringify(byName)).not.toContain(t.dataDir);
    expect(Object.keys(byName.data)).not.toContain('path');
  });

  it('getReportFile serves files of the report set only; getFileBySetName finds a file by its name in a set', async () => {
    const { token } = await signedInStudent();
    const session = await sessionOfToken(token);
    const store = createLocalDiskStore(path.join(t.dataDir, 'files'));
    const write = { session, ip: null, action: 'file.generate' };
    const report = await storeFile(
      ctx,
      store,
      {
        content: Readable.from([PDF]),
        originalName: '成长报告.pdf',
        mime: 'application/pdf',
        ext: 'pdf',
        setName: REPORT_SET,
      },
      write,
    );
    const plain = await uploaded(token, 'plain.pdf', PDF);

    const served = await authed(t.app, token).get(api.files.getReportFile.path, { fileName: report.fileName });
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const notReport = await authed(t.app, token).get(api.files.getReportFile.path, { fileName: plain.fileName });
    expect(body(notReport)).toMatchObject({ code: ErrorCode.NotFound });

    const bySet = await authed(t.app, token).get(api.files.getFileBySetName.path, {
      setName: REPORT_SET,
      fileName: '成长报告.pdf',
    });
    expect(bySet.rawPayload.equals(PDF)).toBe(true);
    const link = await downloadToken(token, 'getFileBySetName', { setName: REPORT_SET, fileName: '成长报告.pdf' });
    const bySetLink = await t.app.inject({
      method: 'GET',
      url: api.files.getFileBySetName.path,
      query: { setName: REPORT_SET, fileName: '成长报告.pdf', ...link },
    });
    expect(bySetLink.statusCode).toBe(200);
  });
});
