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
    // Each spec file imported the engine anew (Nest, TypeORM, gRPC, the runtime): about 3 s a file, two thirds of the
    // suite's 1,088 s on 2 cores. The forks keep their modules between files (427 s, every file passing as before);
    // a spec starts its own engine and database, so no state is shared but the modules' code.
    isolate: false,
  },
});
