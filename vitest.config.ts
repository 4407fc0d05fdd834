import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const alias = { '@pingjia/contract': contractSource };
const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * Node cannot load the .css files antd-mobile imports once it is bundled for the component tests, so they
 * read as empty: those tests see antd-mobile without its stylesheet (antd's styles, made in JS, still apply).
 */
const noStylesheets = {
  name: 'no-stylesheets',
  resolveId: (id: string) => (id.endsWith('.css') ? { id, external: false } : null),
  load: (id: string) => (id.endsWith('.css') ? '' : null),
};

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/contract/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/contract/src/index.ts', 'packages/contract/src/**/index.ts'],
      reporter: ['text-summary', 'text', 'html'],
      reportsDirectory: 'coverage/contract',
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-unit',
          include: ['server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-api',
          include: ['server/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          setupFiles: ['server/src/test/per-file-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        // The page-weight measure alone (`npm run weight`); the e2e project runs it with the rest.
        test: {
          name: 'page-weight',
          include: ['e2e/page-weight.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'web/src/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        // antd, antd-mobile, Testing Library and the other React packages sit in the root node_modules next to
        // React 18, which Node would load them with. Bundled from web/ with `dedupe`, they share web's React 19,
        // as in the app's build; a test that renders another React library adds it to `include`.
        root: webRoot,
        resolve: { alias, dedupe: ['react', 'react-dom'] },
        test: {
          name: 'web-dom',
          include: ['src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          // user-event drives antd's dialogs and tables step by step: seconds on a busy two-core machine.
          testTimeout: 20_000,
          setupFiles: ['src/test/dom-setup.ts'],
          deps: {
            optimizer: {
              client: {
                enabled: true,
                rolldownOptions: { plugins: [noStylesheets] },
                include: [
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react/jsx-runtime',
                  'react/jsx-dev-runtime',
                  '@testing-library/react',
                  '@testing-library/user-event',
                  'antd',
                  'antd-mobile',
                  'react-i18next',
                  '@tanstack/react-query',
                  'react-router',
                  'zustand',
                ],
              },
            },
          },
        },
      },
    ],
  },
});
