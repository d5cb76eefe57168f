import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The engine serves this build at /modeler/; `npm run dev -w @baton/modeler` proxies the API and realm to a local engine. */
const engine = process.env.BATON_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/modeler/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { proxy: { '/v2': engine, '/baton': engine, '/auth': engine } },
});
