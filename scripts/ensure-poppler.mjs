// Finds poppler's pdftotext and pdfinfo, the second reader the report PDF tests check documents with,
// installing Debian's poppler-utils when missing. Run as a script, it prints the folder holding both.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const FOLDER = '/usr/bin';
const TOOLS = ['pdftotext', 'pdfinfo'];

const canRead = () => TOOLS.every((tool) => spawnSync(`${FOLDER}/${tool}`, ['-v'], { stdio: 'ignore' }).status === 0);

export function ensurePoppler() {
  ensureDebianPackage({ name: 'poppler-utils', isPresent: canRead, what: 'pdftotext' });
  return FOLDER;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensurePoppler());
