import { Injectable } from '@nestjs/common';
import type { SavedTaskFilterRequest, SavedTaskFilterResult } from '@baton/api-contract';
import { currentCaller } from '../auth/caller.js';
import { Database } from '../database/database.js';
import { notFound } from '../http/problem-detail.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';

interface SavedTaskFilterRow {
  key: string;
  name: string;
  filter: Record<string, string>;
  saved_at: Date;
}

const toResult = (row: SavedTaskFilterRow): SavedTaskFilterResult => ({
  savedTaskFilterKey: String(row.key),
  name: row.name,
  filter: row.filter,
  savedAt: row.saved_at.toISOString(),
});

/**
 * The caller's saved task filters (table `saved_task_filter`, migrations/0041). Every statement names the caller as
 * owner: another user's filter is neither listed nor replaced nor deleted, and its key is answered as not found.
 */
@Injectable()
export class SavedTaskFilters {
  constructor(
    private readonly database: Database,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
  ) {}

  async list(): Promise<SavedTaskFilterResult[]> {
    const rows = await this.database.query<SavedTaskFilterRow>('select key, name, filter, saved_at from saved_task_filter where owner = $1 order by name', [
      currentCaller().id,
    ]);
    return rows.map(toResult);
  }

  /** Saves under the name, replacing the caller's filter of that name (it keeps its key). */
  async save(request: SavedTaskFilterRequest): Promise<SavedTaskFilterResult> {
    await this.keys.reserve(1);
    const [row] = await this.database.query<SavedTaskFilterRow>(
      `insert into saved_task_filter (key, owner, name, filter, saved_at) values ($1, $2, $3, $4, $5)
       on conflict (owner, name) do update set filter = excluded.filter, saved_at = excluded.saved_at
       returning key, name, filter, saved_at`,
      [this.keys.next(), currentCaller().id, request.name.trim(), JSON.stringify(request.filter), new Date(this.clock.now())],
    );
    if (!row) throw new Error('Saving a task filter returned no row');
    return toResult(row);
  }

  async delete(savedTaskFilterKey: string): Promise<void> {
    const deleted = await this.database.query<{ key: string }>('delete from saved_task_filter where key = $1 and owner = $2 returning key', [
      savedTaskFilterKey,
      currentCaller().id,
    ]);
    if (deleted.length === 0) throw notFound(`No saved task filter with key '${savedTaskFilterKey}' was found`);
  }
}
