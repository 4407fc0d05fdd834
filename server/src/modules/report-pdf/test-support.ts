import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { StudentReport } from '@pingjia/contract';

// PDFs read back by a second, independent reader: poppler's pdftotext and pdfinfo.

const here = path.dirname(fileURLToPath(import.meta.url));
const ENSURE = path.resolve(here, '../../../../scripts/ensure-poppler.mjs');

let folder: string | undefined;
/** Where pdftotext and pdfinfo are; installs poppler-utils once when missing. */
function popplerFolder(): string {
  folder ??= execFileSync(process.execPath, [ENSURE], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
  return folder;
}

export interface PdfRead {
  text: string;
  pages: number;
  title: string;
  pageSize: string;
  fonts: string;
}

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function readPdf(bytes: Buffer): PdfRead {
  const tools = popplerFolder();
  const work = mkdtempSync(path.join(tmpdir(), 'pingjia-pdf-'));
  try {
    const file = path.join(work, 'report.pdf');
    writeFileSync(file, bytes);
    const run = (tool: string, args: string[]) => execFileSync(path.join(tools, tool), args, { encoding: 'utf8' });
    const info = run('pdfinfo', [file]);
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
    return {
      // -layout keeps each table row on one line, in reading order.
      text: run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']),
      pages: Number(field('Pages')),
      title: field('Title'),
      pageSize: field('Page size'),
      fonts: run('pdffonts', [file]),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The entries of a zip, read by Python's zipfile (a reader independent of the archiver that wrote it). */
export function zipEntries(bytes: Buffer): { name: string; bytes: Buffer }[] {
  const work = mkdtempSync(path.join(tmpdir(), 'pingjia-zip-'));
  try {
    const file = path.join(work, 'reports.zip');
    writeFileSync(file, bytes);
    const script =
      'import base64, json, sys, zipfile\n' +
      'z = zipfile.ZipFile(sys.argv[1])\n' +
      'print(json.dumps([[i.filename, base64.b64encode(z.read(i)).decode()] for i in z.infolist()]))';
    const listed = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' })) as [
      string,
      string,
    ][];
    return listed.map(([name, data]) => ({ name, bytes: Buffer.from(data, 'base64') }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** pdftotext breaks lines where the layout does: compare text with the breaks and spaces taken out. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');

export const ASPECT_NAMES = ['品德发展', '学业发展', '身心发展', '审美素养', '劳动与社会实践'];

const comparison = { class: 74.2, school: 76.5, district: 75.1 };

/** A taken report of five aspects with two indicators each; charts left out unless given. */
export function buildStudentReport(overrides: Partial<StudentReport> = {}): StudentReport {
  return {
    head: {
      taskGroupId: 7,
      taskGroupName: '2025学年第一次综合素质评价',
      reportYear: '2025',
      evaluationBatch: '1',
      studentName: '林小雨',
      className: '三班',
      gradeName: '七年级',
      schoolName: '西湖实验中学',
      publication: { published: true, publishedAt: '2026-01-10 09:00:00' },
      lastChangedAt: '2026-01-09 16:30:00',
      baseline: null,
    },
    taken: true,
    overall: { score: 81.4, level: 3 },
    aspects: ASPECT_NAMES.map((name, index) => ({
      dimensionId: String(index + 1),
      name,
      score: 70 + index * 5,
      level: index < 3 ? 3 : 4,
      comparison,
      change: null,
      indicators: [1, 2].map((n) => ({
        dimensionId: `${index + 1}${n}`,
        name: `${name}指标${n}`,
        score: 68 + index * 5 + n,
        level: 2,
        comparison: { ...comparison, class: null },
      })),
    })),
    strengths: [{ dimensionId: '5', name: '劳动与社会实践', text: '乐于参加劳动，动手能力强。' }],
    toWorkOn: [{ dimensionId: '1', name: '品德发展', text: '可以多和同学合作，一起完成任务。' }],
    charts: { radar: null, comparison: null },
    ...overrides,
  };
}
