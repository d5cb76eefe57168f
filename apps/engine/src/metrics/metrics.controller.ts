import { Injectable } from '@nestjs/common';
import { EngineMetrics } from './engine-metrics.js';

/**
 * `GET /metrics`: Prometheus' text format. Public like `/v2/status` (see README "Metrics"): it tells counts and
 * timings, never a key, a variable or a tenant's name.
 */
@Injectable()
export class MetricsController {
  constructor(private readonly metrics: EngineMetrics) {}

  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
