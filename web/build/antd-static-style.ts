// antd writes its components' style sheets in JavaScript as they first render: on the admin home that
// took 0.8-1.1 s of main thread on a 4× slower CPU, after all its code had arrived. With antd's
// zero-runtime mode the components skip that work and expect the sheets in a CSS file; antd's own
// (antd/dist/antd.css, every component) weighs 106 KB gzipped. This plugin makes the file at build
// time from the components the app imports, and the components those use in turn: 59 KB today.
// The sheets hold no colours or sizes of their own, only antd's CSS variables, which antd still sets
// at run time from the theme (palette.ts): the theme stays where it is.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as AntdModule from 'antd';
import type { ThemeConfig } from 'antd';
import type * as CssInJs from '@ant-design/cssinjs';
import type * as ReactModule from 'react';
import type { ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';

const ANTD_STATIC_STYLE_ID = 'virtual:antd-static-style.css';

type Antd = typeof AntdModule;
type ComponentName = Extract<keyof Antd, string>;

// antd resolves React next to itself (root node_modules), so the renderer must be that same copy.
const fromAntd = createRequire(createRequire(import.meta.url).resolve('antd/package.json'));
const antdEs = path.join(path.dirname(fromAntd.resolve('antd/package.json')), 'es');

/** The files under a folder whose names pass `keep`, as full paths. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => keep(path.basename(relative)))
    .map((relative) => path.join(dir, relative));
}

/** Names imported from 'antd' by the app's source files (types left out). */
export function importedComponents(sourceDir: string): Set<string> {
  const names = new Set<string>();
  const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
  for (const file of filesUnder(sourceDir, isSource)) {
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'antd';/g)) {
      if (typeOnly || !list) continue;
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** antd's folder of each export ('InputNumber' → 'input-number'), from its index. */
function exportFolders(): Map<string, string> {
  const index = readFileSync(path.join(antdEs, 'index.js'), 'utf8');
  return new Map(
    [...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, folder]) => [
      name!,
      folder!,
    ]),
  );
}

/** The component folders a folder's code imports, and theirs in turn (antd's shared folders left out). */
function withUsedFolders(folders: Iterable<string>, componentFolders: Set<string>): Set<string> {
  const found = new Set<string>();
  const pending = [...folders];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    if (found.has(folder) || !componentFolders.has(folder)) continue;
    found.add(folder);
    for (const file of filesUnder(path.join(antdEs, folder), (name) => name.endsWith('.js'))) {
      for (const [, relative] of readFileSync(file, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)) {
        pending.push(path.relative(antdEs, path.resolve(path.dirname(file), relative!)).split(path.sep)[0]!);
      }
    }
  }
  return found;
}

/**
 * Parts that register styles of their own, rendered beside the bare component (most components
 * register everything on a bare render), and the components that need something to render at all.
 */
function samples(antd: Antd, h: typeof ReactModule.createElement) {
  const { Modal, Input, Space, Tag, Badge, Form, Button, Dropdown, Menu, Tree, Row, Col } = antd;
  const Panel = Modal._InternalPanelDoNotUseOrYouWillBeFired;
  const parts: Partial<Record<ComponentName, () => ReactNode[]>> = {
    Modal: () => [h(Panel, { key: 'panel' }), h(Panel, { key: 'confirm', type: 'confirm' })],
    Input: () => [
      h(Input.Search, { key: 'search' }),
      h(Input.TextArea, { key: 'area' }),
      h(Input.Password, { key: 'password' }),
      h(Input.OTP, { key: 'otp' }),
    ],
    Space: () => [h(Space.Compact, { key: 'compact' }, h(Button))],
    Tag: () => [h(Tag, { key: 'preset', color: 'blue' }), h(Tag, { key: 'status', color: 'success' })],
    Badge: () => [h(Badge.Ribbon, { key: 'ribbon' })],
    Form: () => [h(Form, { key: 'item' }, h(Form.Item, { label: 'label' }, h(Input)))],
  };
  const instead: Partial<Record<ComponentName, () => ReactNode>> = {
    Dropdown: () => h(Dropdown, { menu: { items: [] } }, h('div')),
    Menu: () => h(Menu, { items: [] }),
    Tree: () => h(Tree, { treeData: [] }),
    Row: () => h(Row, null, h(Col)),
  };
  return { parts, instead };
}

/**
 * The style sheets of these components and of everything they use, as one CSS text. Made under the
 * app's theme: its rules are scoped to the class antd derives from the theme's tokens (antd's link
 * and reset rules would otherwise reach every element of the page), so the page's components must
 * carry the same class, which they do under the same theme.
 */
export function antdStaticStyle(components: Iterable<string>, theme: ThemeConfig): string {
  const React = fromAntd('react') as typeof ReactModule;
  const { renderToString } = fromAntd('react-dom/server') as typeof ReactDomServer;
  const antd = fromAntd('antd') as Antd;
  const { createCache, extractStyle, StyleProvider } = fromAntd('@ant-design/cssinjs') as typeof CssInJs;
  const folders = exportFolders();
  const used = withUsedFolders(
    [...components].flatMap((name) => folders.get(name) ?? []),
    new Set(folders.values()),
  );
  // Row and Col sit in antd's grid folder, which the others import by that name.
  if (used.has('grid')) used.add('row').add('col');
  const { parts, instead } = samples(antd, React.createElement);
  const nodes = [...folders]
    .filter(([name, folder]) => used.has(folder) && /^[A-Z]/.test(name) && name !== 'ConfigProvider' && name !== 'Grid')
    .map(([name]) => {
      const component = name as ComponentName;
      const node = instead[component]?.() ?? React.createElement(antd[component] as React.ComponentType);
      return React.createElement(React.Fragment, { key: name }, node, ...(parts[component]?.() ?? []));
    });
  const cache = createCache();
  renderToString(
    React.createElement(
      StyleProvider,
      { cache },
      React.createElement(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, nodes),
    ),
  );
  // Only the components' rules: the theme's variables come from antd at run time. The last rule
  // extractStyle adds maps cache paths for server rendering, which a static file does not do.
  return extractStyle(cache, { plain: true, types: 'style' }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}$/, '');
}

/** `import 'virtual:antd-static-style.css'` brings the sheets of what `sourceDir` imports from antd. */
export function antdStaticStylePlugin(sourceDir: string, theme: ThemeConfig): Plugin {
  const resolvedId = path.join(sourceDir, ANTD_STATIC_STYLE_ID.replace(':', '-'));
  return {
    name: 'pingjia:antd-static-style',
    resolveId: (id) => (id === ANTD_STATIC_STYLE_ID ? resolvedId : null),
    load: (id) => (id === resolvedId ? antdStaticStyle(importedComponents(sourceDir), theme) : null),
  };
}
