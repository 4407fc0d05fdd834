// Finds Debian's Python 3 with openpyxl, the second reader the export tests check workbooks with;
// installs python3-openpyxl when missing and we are root; otherwise says what to install. Never pip.
// Run as a script, it prints the interpreter's path (apt's output goes to stderr).
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Debian's own interpreter: a pyenv or virtualenv `python3` earlier on the PATH does not see apt's packages. */
const PYTHON = '/usr/bin/python3';

const canRead = () => spawnSync(PYTHON, ['-c', 'import openpyxl'], { stdio: 'ignore' }).status === 0;

export function ensureOpenpyxl() {
  if (canRead()) return PYTHON;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "openpyxl is not installed. Install Debian's package as root: `apt-get update && apt-get install -y python3-openpyxl`, then run the tests again.",
    );
  }
  console.error("openpyxl is missing: installing Debian's python3-openpyxl package (apt-get)...");
  // apt's progress goes to stderr: stdout carries only the path.
  const quiet = {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'python3-openpyxl'], quiet);
  if (install.status !== 0) throw new Error('apt-get install python3-openpyxl failed; install it by hand and retry.');
  if (!canRead()) throw new Error(`python3-openpyxl was installed but ${PYTHON} cannot import openpyxl.`);
  return PYTHON;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensureOpenpyxl());
