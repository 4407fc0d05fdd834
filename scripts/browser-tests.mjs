#!/usr/bin/env node
// Builds the product, makes sure Debian's Chromium (with a Chinese font, and poppler, which reads the
// downloaded report PDFs) is there, then runs the Playwright browser tests,
// the page-weight measure among them (a page over its budget fails the run like any other test).
// `--weight` runs that measure alone (`npm run weight`).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureCjkFonts } from './ensure-cjk-fonts.mjs';
import { ensurePoppler } from './ensure-poppler.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let chromium;
try {
  chromium = ensureChromium();
  ensureCjkFonts();
  ensurePoppler();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const weight = process.argv.includes('--weight');
const args = process.argv.slice(2).filter((arg) => arg !== '--weight');
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--project', weight ? 'page-weight' : 'e2e', ...args], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
