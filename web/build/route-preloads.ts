// On a first visit nothing of a page's own code was requested before the entry (about 120 KB) had
// arrived and run: then the router asked for the layout, and the page once the layout had run, each
// a round trip or more on a slow network. For the pages most visits open first, the build writes the
// files each needs beside the entry (JavaScript and style sheets) into index.html, and a tiny first
// script, loaded beside the entry, preloads the list of the address being opened (preload-route.ts).
// The files then download while the entry does, and the router finds them there.
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { ROUTE_FILES_ID } from '../src/app/route-files';
import type { RouteFiles } from '../src/app/route-files';

export interface RoutePreloadOptions {
  /** The script that reads the lists, a build input of its own. */
  preloader: string;
  /** Per path below the router base ('/stuIndex'): the modules its route loads, the most urgent first. */
  routes: Record<string, string[]>;
}

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');

/** A chunk and every chunk it imports statically, which the browser needs before it runs. */
function withStaticImports(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * The JavaScript and style sheet files a route needs beyond what the entry already brings, module by
 * module in the order given: the browser requests them in this order as connections come free.
 */
function filesOf(bundle: Bundle, modules: string[], entryFiles: Set<string>): string[] {
  const listed = new Set<string>();
  for (const id of modules) {
    const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`route preloads: no chunk starts at ${id}; is it still loaded with import()?`);
    const scripts = [...withStaticImports(bundle, chunk.fileName)].filter((file) => !entryFiles.has(file));
    for (const file of scripts) {
      const script = bundle[file];
      const sheets = script?.type === 'chunk' ? [...(script.viteMetadata?.importedCss ?? [])] : [];
      for (const needed of [file, ...sheets]) listed.add(needed);
    }
  }
  return [...listed];
}

export function routePreloads(options: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'pingjia:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        // Only the app's page: its entry is the chunk of this HTML file that imports the rest.
        if (!bundle || !chunk || path.resolve(root, 'index.html') !== chunk.facadeModuleId) return;
        const entryFiles = withStaticImports(bundle, chunk.fileName);
        const files = Object.entries(options.routes).map(
          ([route, modules]) =>
            [
              route,
              filesOf(
                bundle,
                modules.map((module) => path.resolve(root, module)),
                entryFiles,
              ),
            ] as const,
        );
        const lists = [...new Set(files.map(([, list]) => JSON.stringify(list)))];
        const routeFiles: RouteFiles = {
          lists: lists.map((list) => JSON.parse(list) as string[]),
          routes: Object.fromEntries(files.map(([route, list]) => [route, lists.indexOf(JSON.stringify(list))])),
        };
        const preloader = chunksOf(bundle).find(
          (candidate) => candidate.isEntry && candidate.facadeModuleId === path.resolve(root, options.preloader),
        );
        if (!preloader) throw new Error(`route preloads: ${options.preloader} is not a build input`);
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_FILES_ID },
            children: JSON.stringify(routeFiles),
            injectTo: 'head',
          },
          // async: run as soon as it arrives; a module script without it waits for the entry to run first.
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${preloader.fileName}` },
            injectTo: 'head',
          },
        ];
        return tags;
      },
    },
  };
}
