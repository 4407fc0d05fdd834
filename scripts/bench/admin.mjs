// Administration figures for `npm run bench`: a 10 000-row account import and a 100 000-row
// student export against a running server, each with its time and the server's peak memory.
// Figures only; the server process is found by the port it listens on (Linux /proc).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { sealForServer } from '../../packages/contract/dist/index.js';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
/** The import limit per file; the export's rows are made by a few such imports. */
const FILL_CHUNK = 20_000;
const PASSWORD = 'Bench@2026';

function listeningPid(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // State 0A = LISTEN.
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      }
    } catch {
      // Processes of others or ones that just ended: not ours.
    }
  }
  return null;
}

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling the server's resident memory every 50 ms; answers seconds and the peak. */
async function measured(pid, work) {
  let peak = pid ? rssMb(pid) : 0;
  const timer = setInterval(() => {
    if (pid) peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      peakRssMb: Number(peak.toFixed(1)),
    };
  } finally {
    clearInterval(timer);
  }
}

function client(baseUrl, token) {
  async function call(path, init = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { satoken: token, ...(init.headers ?? {}) },
    });
    const body = await response.json();
    if (!body.success) throw new Error(`${path}: ${body.message}`);
    return body.data;
  }
  const post = (path, payload) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  return { call, post };
}

async function studentWorkbook(rows, prefix) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.addRow(['姓名', '账号', '性别（男/女）', '年级', '班级', '证件类型（1-6，空为身份证）', '证件号码', '手机号']);
  for (let i = 0; i < rows; i += 1)
    sheet.addRow([`测试学生${i % 1000}`, `${prefix}_${i}`, i % 2 ? '男' : '女', '七年级', '1班', '', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importRows(api, baseUrl, rows, schoolId) {
  const prefix = `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const form = new FormData();
  form.append('file', new Blob([await studentWorkbook(rows, prefix)]), 'bench.xlsx');
  const { fileName } = await api.call('/io/file/uploadFile', { method: 'POST', body: form });
  const key = await api.call('/sso/login/getTransportKey');
  const { jobId } = await api.post('/wj/api/excel/importAccounts', {
    fileName,
    kind: 'student',
    schoolId,
    password: sealForServer(PASSWORD, key),
  });
  for (;;) {
    const progress = await api.call(`/wj/api/excel/importProgress?jobId=${jobId}`);
    if (progress.state === 'failed') throw new Error(`import failed: ${progress.failure}`);
    if (progress.state === 'done') return progress.importedRows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Downloads the export as a stream and throws the bytes away: only time and server memory matter. */
async function exportAll(baseUrl, token) {
  const response = await fetch(`${baseUrl}/wj/api/studentManagement/export`, {
    method: 'POST',
    headers: { satoken: token, 'content-type': 'application/json' },
    body: '{}',
  });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

export async function benchAdmin({ baseUrl, token }) {
  const api = client(baseUrl, token);
  const pid = listeningPid(Number(new URL(baseUrl).port));
  const scope = await api.call('/wj/api/school/getMyScope');
  const schoolId = scope.schoolIds?.[0];
  if (!schoolId) throw new Error('the bench account administers no school');

  const imported = await measured(pid, () => importRows(api, baseUrl, IMPORT_ROWS, schoolId));
  let total = (await api.post('/wj/api/studentManagement/list', { pageSize: 1 })).total;
  while (total < EXPORT_ROWS) {
    await importRows(api, baseUrl, Math.min(FILL_CHUNK, EXPORT_ROWS - total), schoolId);
    total = (await api.post('/wj/api/studentManagement/list', { pageSize: 1 })).total;
  }
  const exported = await measured(pid, () => exportAll(baseUrl, token));
  return {
    importRows: imported.result,
    importSeconds: imported.seconds,
    importPeakRssMb: imported.peakRssMb,
    exportRows: total,
    exportSeconds: exported.seconds,
    exportPeakRssMb: exported.peakRssMb,
    exportMegabytes: Number((exported.result / 1048576).toFixed(1)),
  };
}
