import { Injectable } from '@nestjs/common';
import type { SavedTaskFilterList, SavedTaskFilterRequest, SavedTaskFilterResult } from '@baton/api-contract';
import { SavedTaskFilters } from './saved-task-filters.js';

/** `/baton/v1/task-filters`: the tasklist's saved filters of the caller. */
@Injectable()
export class SavedTaskFilterController {
  constructor(private readonly filters: SavedTaskFilters) {}

  async list(): Promise<SavedTaskFilterList> {
    return { items: await this.filters.list() };
  }

  save(body: SavedTaskFilterRequest): Promise<SavedTaskFilterResult> {
    return this.filters.save(body);
  }

  delete(savedTaskFilterKey: string): Promise<void> {
    return this.filters.delete(savedTaskFilterKey);
  }
}
