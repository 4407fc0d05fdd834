// Installs a Debian package a test run needs when it is missing and we are root (as `npm test` does
// for Chromium); otherwise says what to install. apt's output goes to stderr, so a script's stdout
// stays its own.
import { execFileSync, spawnSync } from 'node:child_process';

/** `isPresent` checks for what the package provides; `what` names it in messages. */
export function ensureDebianPackage({ name, isPresent, what }) {
  if (isPresent()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${what} is not installed. Install Debian's package as root: \`apt-get update && apt-get install -y ${name}\`, then run the tests again.`,
    );
  }
  console.error(`${what} is missing: installing Debian's ${name} package (apt-get)...`);
  const quiet = {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  // Another test step may be installing its own package at the same moment: wait for dpkg's lock.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', [...waitForLock, 'update', '-qq'], quiet);
  const install = spawnSync('apt-get', [...waitForLock, 'install', '-y', '-qq', name], quiet);
  if (install.status !== 0) throw new Error(`apt-get install ${name} failed; install it by hand and retry.`);
  if (!isPresent()) throw new Error(`${name} was installed but ${what} is still not found.`);
}
