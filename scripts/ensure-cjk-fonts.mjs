// Chinese fonts for the browser tests: pages are read, printed to PDF and read back as text, and a
// machine without any CJK font draws boxes whose text a PDF cannot give back. Class tablets and
// phones always have one; a fresh server image may not.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const hasChineseFont = () => spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim().length > 0;

export function ensureCjkFonts() {
  ensureDebianPackage({ name: 'fonts-noto-cjk', isPresent: hasChineseFont, what: 'A Chinese font' });
}
