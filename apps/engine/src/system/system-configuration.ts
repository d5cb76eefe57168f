import type { SystemConfigurationResponse } from '@baton/api-contract';
import { TENANT_ID_MAX_LENGTH } from '@baton/api-contract';

/**
 * What Camunda's web apps read to decide what to show. Job metrics are on: the job statistics routes count them from
 * the job rows, which need no export (the interval is Camunda's default) and cut no names short; the limits are
 * Camunda's defaults, the tenant id's Baton's own.
 */
export const SYSTEM_CONFIGURATION: SystemConfigurationResponse = {
  jobMetrics: {
    enabled: true,
    exportInterval: 'PT5M',
    maxWorkerNameLength: 100,
    maxJobTypeLength: 100,
    maxTenantIdLength: TENANT_ID_MAX_LENGTH,
    maxUniqueKeys: 9500,
  },
};
