// Authoring only (needs sharp, espeak-ng and sox; CI does not run it): renders each scene's
// SVG drawing to the PNG the file service serves, and speaks each scene's text into an mp3.
//   node server/src/seed/scenario/make-media.mjs
import { execFileSync } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const media = path.join(here, 'media');

for (const name of (await readdir(media)).filter((file) => file.endsWith('.svg'))) {
  await sharp(path.join(media, name))
    .png({ palette: true })
    .toFile(path.join(media, name.replace(/\.svg$/, '.png')));
}

const { DEMO_SCENARIO } = await tsImport('./demo-scenario.ts', import.meta.url);
for (const scene of DEMO_SCENARIO.scenes) {
  const wav = path.join(media, `${scene.id}.wav`);
  execFileSync('espeak-ng', ['-v', 'cmn', '-s', '165', scene.text, '-w', wav]);
  execFileSync('sox', [wav, '-C', '24', '-c', '1', '-r', '16000', path.join(media, `${scene.id}.mp3`)]);
  await rm(wav);
}
