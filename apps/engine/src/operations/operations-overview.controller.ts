import { Injectable } from '@nestjs/common';
import type { OperationsOverview } from '@baton/api-contract';
import { OperationsOverviewReadModel } from './operations-overview.read-model.js';

@Injectable()
export class OperationsOverviewController {
  constructor(private readonly overviews: OperationsOverviewReadModel) {}

  overview(): Promise<OperationsOverview> {
    return this.overviews.overview();
  }
}
