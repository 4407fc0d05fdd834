// Finds poppler's pdftotext and pdfinfo, the second reader the report PDF tests check documents with;
// installs Debian's poppler-utils when missing and we are root; otherwise says what to install.
// Run as a script, it prints the folder holding both tools (apt's output goes to stderr).
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const FOLDER = '/usr/bin';
const TOOLS = ['pdftotext', 'pdfinfo'];

const canRead = () => TOOLS.every((tool) => spawnSync(`${FOLDER}/${tool}`, ['-v'], { stdio: 'ignore' }).status === 0);

export function ensurePoppler() {
  if (canRead()) return FOLDER;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "pdftotext is not installed. Install Debian's package as root: `apt-get update && apt-get install -y poppler-utils`, then run the tests again.",
    );
  }
  console.error("pdftotext is missing: installing Debian's poppler-utils package (apt-get)...");
  // apt's progress goes to stderr: stdout carries only the folder.
  const quiet = {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], quiet);
  if (install.status !== 0) throw new Error('apt-get install poppler-utils failed; install it by hand and retry.');
  if (!canRead()) throw new Error(`poppler-utils was installed but ${FOLDER}/pdftotext or pdfinfo does not run.`);
  return FOLDER;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensurePoppler());
