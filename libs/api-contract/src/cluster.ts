/** `GET /v2/topology` and `GET /v2/status`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';

export const PARTITION_ROLES = ['leader', 'follower', 'inactive'] as const;
export type PartitionRole = (typeof PARTITION_ROLES)[number];
export const PARTITION_HEALTHS = ['healthy', 'unhealthy', 'dead'] as const;
export type PartitionHealth = (typeof PARTITION_HEALTHS)[number];

export type Partition = Static<typeof S.Partition>;

export type BrokerInfo = Static<typeof S.BrokerInfo>;

/** Response of `GET /v2/topology`. All fields required; `clusterId` may be null. */
export type TopologyResponse = Static<typeof S.TopologyResponse>;

/** `GET /v2/status`: 204 (no body) when up, 503 when no partition has a healthy leader. */
export const STATUS_UP_HTTP_STATUS = 204;
export const STATUS_DOWN_HTTP_STATUS = 503;
