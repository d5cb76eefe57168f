import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createCitusDatabase, dropCitusDatabase, runOn } from '../testing/citus-databases.js';
import { loadEngineConfig } from '../config/engine-config.js';
import { createEngineApp } from '../create-engine-app.js';
import type { TestEngine } from '../testing/test-engine.js';

/** The Citus cluster the gated specs run on: CITUS_URL names its coordinator (any database of it). */
export const CITUS_URL = process.env.CITUS_URL?.trim() || undefined;

export const CITUS_SKIP_MESSAGE =
  'CITUS_URL is unset: the Citus specs need a cluster (../shared/citus/install.sh, then npm run citus:start and npm run test:citus)';

export interface CitusTestEngineOptions {
  /** Engine environment, as startTestEngine's. */
  readonly env?: Record<string, string>;
  /** Settings of the database on the coordinator (ALTER DATABASE … SET), made before the engine connects. */
  readonly settings?: Record<string, string>;
}

/** As startTestEngine (testing/test-engine.ts), on a fresh database of the Citus cluster, in DATABASE_MODE=citus. */
export async function startCitusTestEngine(citusUrl: string, { env = {}, settings = {} }: CitusTestEngineOptions = {}): Promise<TestEngine> {
  const databaseUrl = await createCitusDatabase(citusUrl);
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    await runOn(
      databaseUrl,
      Object.entries(settings).map(([setting, value]) => `alter database ${name} set ${setting} = '${value.replaceAll("'", "''")}'`),
    );
    const config = loadEngineConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH: 'none',
      INSTANCE_CACHE_CHECK: 'true',
      ...env,
      DATABASE_URL: databaseUrl,
      DATABASE_MODE: 'citus',
    });
    const app = await createEngineApp(config, databaseUrl);
    try {
      await app.listen(config.port, config.host);
    } catch (error) {
      await app.close().catch(() => undefined);
      throw error;
    }
    const { port } = app.getHttpServer().address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      baseUrl: `http://${config.host}:${port}`,
      databaseUrl,
      config,
      app,
      close: () =>
        (closing ??= (async () => {
          try {
            await app.close();
          } finally {
            await dropCitusDatabase(databaseUrl);
          }
        })()),
    };
  } catch (error) {
    await dropCitusDatabase(databaseUrl).catch(() => undefined);
    throw error;
  }
}
