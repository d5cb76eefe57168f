import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';

// SWC compiles the Nest decorators (with metadata) that esbuild cannot.
export default defineConfig({
  plugins: [
    swc.vite({
      tsconfigFile: false,
      module: { type: 'es6' },
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      },
    }),
  ],
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
