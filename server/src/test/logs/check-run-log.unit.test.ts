import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { checkRunLog } from './check-run-log.js';

const PHONE = '13812345678';
let dir = '';

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function runLogWith(lines: string[]): Promise<string> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'run-log-'));
  await fs.writeFile(path.join(dir, '101.log'), '{"msg":"request"}\n');
  await fs.writeFile(path.join(dir, '102.log'), lines.join('\n'));
  return dir;
}

it('fails naming the file, the line and the kind of value, masked, and keeps the log to read', async () => {
  const folder = await runLogWith(['{"msg":"request"}', `{"msg":"sms sent","to":"${PHONE}"}`]);
  const failure = await checkRunLog(folder).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('1 × mobile phone number');
  expect(failure).toContain(`${path.join(folder, '102.log')}:2 mobile phone number 13*********`);
  expect(failure).toContain('"msg":"sms sent"');
  expect(failure).not.toContain(PHONE);
  expect(await fs.readdir(folder)).toEqual(['101.log', '102.log']);
});

it('passes a clean log and removes it', async () => {
  const folder = await runLogWith(['{"msg":"request","statusCode":200}']);
  await checkRunLog(folder);
  await expect(fs.stat(folder)).rejects.toThrow('ENOENT');
});
