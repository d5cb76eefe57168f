import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nestLogLevels } from './engine-config.js';
import { EngineLogger } from './engine-logger.js';

describe('EngineLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  const printed = (level: 'log' | 'debug') => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const logger = new EngineLogger(nestLogLevels(level));
    logger.log('Mapped {/v2/topology, GET} route', 'RouterExplorer');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('Database schema at version 10 (9 migrations applied)', 'Migrations');
    vi.restoreAllMocks();
    return lines.map((line) => /(LOG|DEBUG) \[(\w+)\] (.*)/.exec(stripVTControlCharacters(line))!.slice(1).join(' '));
  };

  it("should print Baton's own lines and drop the framework's start-up lines at info", () => {
    const lines = printed('log');

    expect(lines).toEqual(['LOG Migrations Database schema at version 10 (9 migrations applied)']);
  });

  it('should print the framework start-up lines at debug', () => {
    const lines = printed('debug');

    expect(lines).toEqual([
      'DEBUG RouterExplorer Mapped {/v2/topology, GET} route',
      'DEBUG NestApplication Nest application successfully started',
      'LOG Migrations Database schema at version 10 (9 migrations applied)',
    ]);
  });
});
