import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountCan, postgresAccount, reachableDataDir, reachableInstallation } from './postgres-account.js';

/** As root, PostgreSQL runs as user postgres: these specs check what that user can reach, so they need root. */
describe.skipIf(process.getuid?.() !== 0)('the embedded PostgreSQL as root, from a directory other users cannot enter', () => {
  let privateDir: string; // mode 700, like /root
  let systemDir: string; // stands in for /var/lib/baton

  beforeEach(() => {
    privateDir = mkdtempSync(join(tmpdir(), 'baton-private-'));
    systemDir = mkdtempSync(join(tmpdir(), 'baton-system-'));
    chmodSync(systemDir, 0o755);
  });
  afterEach(() => {
    rmSync(privateDir, { recursive: true, force: true });
    rmSync(systemDir, { recursive: true, force: true });
  });

  function installation(parent: string): string {
    const dir = join(parent, 'native');
    mkdirSync(join(dir, 'bin'), { recursive: true });
    mkdirSync(join(dir, 'lib'));
    writeFileSync(join(dir, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o755 });
    writeFileSync(join(dir, 'lib', 'libpq.so'), '', { mode: 0o644 });
    return dir;
  }

  it('should copy a PostgreSQL installation user postgres cannot run, once, where it can', async () => {
    const account = postgresAccount();
    const privateInstall = installation(privateDir);
    expect(accountCan(account, '-x', join(privateInstall, 'bin', 'postgres'))).toBe(false);

    const reachable = await reachableInstallation(account, privateInstall, '18.4.0-test', systemDir);

    expect(reachable).toBe(join(systemDir, 'postgres-18.4.0-test'));
    expect(accountCan(account, '-x', join(reachable, 'bin', 'postgres'))).toBe(true);
    expect(accountCan(account, '-r', join(reachable, 'lib', 'libpq.so'))).toBe(true);
    expect(await reachableInstallation(account, privateInstall, '18.4.0-test', systemDir)).toBe(reachable);
  });

  it('should run an installation it can reach in place', async () => {
    const openDir = mkdtempSync(join(systemDir, 'open-'));
    chmodSync(openDir, 0o755);
    const openInstall = installation(openDir);

    expect(await reachableInstallation(postgresAccount(), openInstall, '18.4.0-test', systemDir)).toBe(openInstall);
    expect(existsSync(join(systemDir, 'postgres-18.4.0-test'))).toBe(false);
  });

  it('should move the default data directory of a private checkout, one folder per checkout', async () => {
    const checkout = join(privateDir, 'baton');
    const account = postgresAccount();

    const choice = await reachableDataDir(account, join(checkout, '.baton'), true, systemDir);
    const again = await reachableDataDir(account, join(checkout, '.baton'), true, systemDir);
    const other = await reachableDataDir(account, join(privateDir, 'other', '.baton'), true, systemDir);

    expect(choice.dataDir).toMatch(new RegExp(`^${systemDir}/baton-[0-9a-f]{10}$`));
    expect(choice.note).toBe(
      `user postgres cannot enter ${privateDir} (mode 700), so the data of ${checkout}/.baton is kept in ${choice.dataDir} (set DATA_DIR to choose)`,
    );
    expect(again.dataDir).toBe(choice.dataDir);
    expect(other.dataDir).not.toBe(choice.dataDir);
    expect(accountCan(account, '-x', choice.dataDir)).toBe(true);
    expect(existsSync(join(checkout, '.baton'))).toBe(false); // not left behind empty
  });

  it('should refuse a DATA_DIR the user chose there, saying what to set', async () => {
    await expect(reachableDataDir(postgresAccount(), join(privateDir, 'data'), false, systemDir)).rejects.toThrow(
      `DATA_DIR ${privateDir}/data: user postgres, which runs the embedded PostgreSQL, cannot enter ${privateDir} (mode 700); set DATA_DIR to a directory it can enter (for example ${systemDir}), or DATABASE_URL`,
    );
  });

  it('should open a data directory that only a restrictive umask closed', async () => {
    const dataDir = join(systemDir, 'data');
    const umask = process.umask(0o077);
    try {
      const choice = await reachableDataDir(postgresAccount(), dataDir, false, systemDir);
      expect(choice).toEqual({ dataDir });
    } finally {
      process.umask(umask);
    }
    expect(accountCan(postgresAccount(), '-x', dataDir)).toBe(true);
  });
});
