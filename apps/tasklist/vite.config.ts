import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The engine serves the build at /tasklist/; `npm run dev` passes the API and the realm through to a running engine. */
const engine = process.env.BATON_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/tasklist/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: { proxy: { '/v2': engine, '/auth': engine } },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
