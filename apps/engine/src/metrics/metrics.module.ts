import { Global, Module } from '@nestjs/common';
import { EngineMetricSources } from './engine-metric-sources.js';
import { EngineMetrics } from './engine-metrics.js';
import { MetricsController } from './metrics.controller.js';

/** Prometheus metrics: global, so that any context can record into {@link EngineMetrics}. */
@Global()
@Module({
  providers: [EngineMetrics, EngineMetricSources, MetricsController],
  exports: [EngineMetrics],
})
export class MetricsModule {}
