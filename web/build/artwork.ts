// The medal, trophy and idol artwork: SVG sources in src/assets/artwork/, shipped as the webp
// images the server names (§9 "medal images are webp") under the SPA base:
// /client/answerweb/artwork/<name>.webp. A Vite plugin, so every build and the dev server have them.
import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const SOURCE = new URL('../src/assets/artwork/', import.meta.url);
const OUT_DIR = 'artwork/';
// Twice the drawn size, so the images stay sharp on high-density phone screens.
const DENSITY = 144;

async function toWebp(svgName: string): Promise<Buffer> {
  const svg = await readFile(new URL(svgName, SOURCE));
  return sharp(svg, { density: DENSITY }).webp({ quality: 90, alphaQuality: 100 }).toBuffer();
}

async function svgNames(): Promise<string[]> {
  return (await readdir(SOURCE)).filter((name) => name.endsWith('.svg'));
}

const webpName = (svgName: string) => svgName.replace(/\.svg$/, '.webp');

export function artworkWebp(): Plugin {
  return {
    name: 'pingjia:artwork-webp',
    async generateBundle() {
      for (const svgName of await svgNames()) {
        this.emitFile({ type: 'asset', fileName: `${OUT_DIR}${webpName(svgName)}`, source: await toWebp(svgName) });
      }
    },
    configureServer(server) {
      const prefix = `${server.config.base}${OUT_DIR}`;
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(prefix) ? request.url.slice(prefix.length).split('?')[0] : undefined;
        const svgName = name?.replace(/\.webp$/, '.svg');
        if (!svgName) return next();
        void svgNames()
          .then(async (names) => {
            if (!names.includes(svgName)) return next();
            response.setHeader('content-type', 'image/webp');
            response.end(await toWebp(svgName));
          })
          .catch(next);
      });
    },
  };
}
