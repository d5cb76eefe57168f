import type { SystemConfigurationResponse } from '@baton/api-contract';
import { TENANT_ID_MAX_LENGTH } from '@baton/api-contract';

/**
 * What Camunda's web apps read to decide what to show. Baton collects no job metrics (the job statistics routes
 * answer 501), so they are reported off; the limits are what such metrics would keep, the tenant id's Baton's own.
 */
export const SYSTEM_CONFIGURATION: SystemConfigurationResponse = {
  jobMetrics: {
    enabled: false,
    exportInterval: 'PT5M',
    maxWorkerNameLength: 100,
    maxJobTypeLength: 100,
    maxTenantIdLength: TENANT_ID_MAX_LENGTH,
    maxUniqueKeys: 9500,
  },
};
