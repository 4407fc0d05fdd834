import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { artworkWebp } from './build/artwork';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const API_ORIGIN = 'http://localhost:8080';
const proxiedPrefixes = ['/wj', '/sso/login', '/io', '/buried', '/task', '/star', '/templateDocumentWeb', '/healthz'];

export default defineConfig({
  base: '/client/answerweb/',
  plugins: [react(), artworkWebp()],
  resolve: {
    alias: { '@pingjia/contract': here('../packages/contract/src/index.ts') },
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
      input: { main: here('./index.html'), sso: here('./sso/index.html') },
    },
  },
});
