// Finds Debian's Chromium; installs it when missing and we are root; otherwise says what to install.
// No tool here ever downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Chromium is not installed. Install Debian's package as root: `apt-get update && apt-get install -y chromium` " +
        '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) throw new Error('apt-get install chromium failed; install it by hand and retry.');
  const installed = findChromium();
  if (!installed) throw new Error('chromium was installed but no binary was found at /usr/bin/chromium.');
  return installed;
}
