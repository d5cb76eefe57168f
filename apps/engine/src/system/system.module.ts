import { Module } from '@nestjs/common';
import { UsageMetricsReadModel } from './usage-metrics.read-model.js';

/** Camunda's `/v2/system` answers: the configuration its tools read and the usage figures of a period. */
@Module({ providers: [UsageMetricsReadModel] })
export class SystemModule {}
