import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStylePlugin } from './build/antd-static-style';
import { artworkWebp } from './build/artwork';
import { chunkGroups } from './build/chunk-groups';
import { routePreloads } from './build/route-preloads';
import { antdTheme } from './src/app/theme/palette';
import { appRoutes } from '../packages/contract/src/app-routes';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * React Router publishes its development build under every export condition and the production
 * build beside it (the same code with its development warnings off); builds take the production one.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(
    new URL(`dist/production/${file}`, `file://${createRequire(import.meta.url).resolve('react-router/package.json')}`),
  );

const MOBILE_LAYOUT = 'src/app/layouts/mobile-layout.tsx';
const ADMIN_LAYOUT = 'src/app/layouts/admin-layout.tsx';
const STUDENT_HOME = 'src/features/student/components/student-home.tsx';
const ANSWER_PAGE = 'src/features/answer/components/answer-page.tsx';
const ANSWER_CALLS = 'src/features/answer/calls-ahead.ts';
const ADMIN_HOME = 'src/features/home/components/admin/admin-home.tsx';
const ADMIN_HOME_CALLS = 'src/features/home/calls-ahead.ts';

const API_ORIGIN = 'http://localhost:8080';
const proxiedPrefixes = ['/wj', '/sso/login', '/io', '/buried', '/task', '/star', '/templateDocumentWeb', '/healthz'];

export default defineConfig(({ command }) => ({
  base: '/client/answerweb/',
  plugins: [
    react(),
    artworkWebp(),
    antdStaticStylePlugin(here('src'), antdTheme),
    // The pages most visits open first (the student home, the answer screens, the admin home): the
    // list of calls the page opens with (needed as soon as the guard is done), its layout, the page.
    routePreloads({
      preloader: 'src/app/preload-route.ts',
      routes: {
        [appRoutes.stuIndex]: ['src/features/student/calls-ahead.ts', MOBILE_LAYOUT, STUDENT_HOME],
        [appRoutes.studentQuestionnaireAnswer]: [ANSWER_CALLS, MOBILE_LAYOUT, ANSWER_PAGE],
        [appRoutes.studentAnswer]: [ANSWER_CALLS, MOBILE_LAYOUT, ANSWER_PAGE],
        [appRoutes.adminIndex]: [ADMIN_HOME_CALLS, ADMIN_LAYOUT, ADMIN_HOME],
        [appRoutes.adminPage]: [ADMIN_HOME_CALLS, ADMIN_LAYOUT, ADMIN_HOME],
        [appRoutes.adminBzr]: [ADMIN_HOME_CALLS, ADMIN_LAYOUT, ADMIN_HOME],
      },
    }),
  ],
  resolve: {
    alias: {
      '@pingjia/contract': here('../packages/contract/src/index.ts'),
      ...(command === 'build'
        ? { 'react-router/dom': reactRouterBuild('dom-export.mjs'), 'react-router': reactRouterBuild('index.mjs') }
        : {}),
    },
    // antd and friends live in the root node_modules next to an older React; one copy only.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }])),
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        main: here('./index.html'),
        sso: here('./sso/index.html'),
        'preload-route': here('./src/app/preload-route.ts'),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
}));
