import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as AntdModule from 'antd';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { antdTheme } from '../src/app/theme/palette';
import { antdStaticStyle, importedComponents } from './antd-static-style';

// The page renders antd with the copy of React next to antd; so does this test.
const fromAntd = createRequire(createRequire(import.meta.url).resolve('antd/package.json'));
const React = fromAntd('react') as typeof ReactModule;
const { renderToString } = fromAntd('react-dom/server') as typeof ReactDomServer;
const { Button, ConfigProvider } = fromAntd('antd') as typeof AntdModule;

describe('antd static style', () => {
  const sources = mkdtempSync(path.join(tmpdir(), 'antd-imports-'));
  afterAll(() => rmSync(sources, { recursive: true, force: true }));

  it('finds the components the sources import from antd, not types or other packages', () => {
    mkdirSync(path.join(sources, 'nested'));
    writeFileSync(path.join(sources, 'a.tsx'), "import { Button, type ButtonProps, Form as PlainForm } from 'antd';\n");
    writeFileSync(
      path.join(sources, 'nested', 'b.ts'),
      "import type { TableProps } from 'antd';\nimport { Toast } from 'antd-mobile';\n",
    );
    writeFileSync(path.join(sources, 'nested', 'c.test.tsx'), "import { Drawer } from 'antd';\n");
    expect([...importedComponents(sources)].sort()).toEqual(['Button', 'Form']);
  });

  it('holds the rules of every state a component shows, and of the components it uses', () => {
    const css = antdStaticStyle(['Space', 'Table'], antdTheme);
    const has = (selector: string) => css.includes(selector);
    expect(has('.ant-space-gap-row-large')).toBe(true);
    expect(has('.ant-space-compact')).toBe(true);
    // Table shows a pager and row checkboxes.
    expect(has('.ant-pagination')).toBe(true);
    expect(has('.ant-checkbox')).toBe(true);
    expect(has('.ant-tabs')).toBe(false);
  });

  it('scopes its rules to the class the page’s components carry under the app’s theme', () => {
    const css = antdStaticStyle(['Button'], antdTheme);
    const html = renderToString(React.createElement(ConfigProvider, { theme: antdTheme }, React.createElement(Button)));
    const scope = /class="[^"]*\b(css-(?!var)[a-z0-9-]+)/.exec(html)?.[1];
    expect(scope).toMatch(/^css-/);
    expect(css.includes(`:where(.${scope ?? ''}).ant-btn`)).toBe(true);
    // antd's link rules reach only antd's own links (`a:where(.css-…)`): the page's links keep their look.
    expect(css.includes(`a:where(.${scope ?? ''})`)).toBe(true);
    expect(/(^|})a(\{|,|:(?!where\(\.css-))/.test(css)).toBe(false);
  });
});
