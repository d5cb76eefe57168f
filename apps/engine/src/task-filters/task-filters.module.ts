import { Module } from '@nestjs/common';
import { SavedTaskFilterController } from './saved-task-filter.controller.js';
import { SavedTaskFilters } from './saved-task-filters.js';

/** The tasklist's saved filters, per user. */
@Module({ providers: [SavedTaskFilters, SavedTaskFilterController] })
export class TaskFiltersModule {}
