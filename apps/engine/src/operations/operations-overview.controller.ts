import { Controller, Get } from '@nestjs/common';
import type { OperationsOverview } from '@baton/api-contract';
import { OperationsOverviewReadModel } from './operations-overview.read-model.js';

@Controller('baton/v1/operations')
export class OperationsOverviewController {
  constructor(private readonly overviews: OperationsOverviewReadModel) {}

  @Get('overview')
  overview(): Promise<OperationsOverview> {
    return this.overviews.overview();
  }
}
