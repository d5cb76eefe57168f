/** `GET /v2/topology` and `GET /v2/status`. */
import type { Static } from 'typebox';
import type * as WorkResponses from './schema/work-responses.js';
import type { PARTITION_HEALTHS, PARTITION_ROLES } from './values/cluster.js';
export * from './values/cluster.js';

export type PartitionRole = (typeof PARTITION_ROLES)[number];
export type PartitionHealth = (typeof PARTITION_HEALTHS)[number];

export type Partition = Static<typeof WorkResponses.Partition>;

export type BrokerInfo = Static<typeof WorkResponses.BrokerInfo>;

/** Response of `GET /v2/topology`. All fields required; `clusterId` may be null. */
export type TopologyResponse = Static<typeof WorkResponses.TopologyResponse>;

/** `GET /v2/status`: 204 (no body) when up, 503 when no partition has a healthy leader. */
export const STATUS_UP_HTTP_STATUS = 204;
export const STATUS_DOWN_HTTP_STATUS = 503;
