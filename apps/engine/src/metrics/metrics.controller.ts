import { Controller, Get, Header } from '@nestjs/common';
import { Registry } from 'prom-client';
import { EngineMetrics } from './engine-metrics.js';

/**
 * `GET /metrics`: Prometheus' text format. Public like `/v2/status` (see README "Metrics"): it tells counts and
 * timings, never a key, a variable or a tenant's name.
 */
@Controller()
export class MetricsController {
  constructor(private readonly metrics: EngineMetrics) {}

  @Get('metrics')
  @Header('content-type', Registry.PROMETHEUS_CONTENT_TYPE)
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
