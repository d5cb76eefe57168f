import { test as base } from '@playwright/test';
import { type Engine, startEngine } from './engine.js';

/** Playwright's `test` with `engine`: one real engine per worker, on its own fresh database. */
export const test = base.extend<object, { engine: Engine }>({
  engine: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const engine = await startEngine();
      await use(engine);
      await engine.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
