/** `GET /v2/topology` and `GET /v2/status`. */

export const PARTITION_ROLES = ['leader', 'follower', 'inactive'] as const;
export type PartitionRole = (typeof PARTITION_ROLES)[number];
export const PARTITION_HEALTHS = ['healthy', 'unhealthy', 'dead'] as const;
export type PartitionHealth = (typeof PARTITION_HEALTHS)[number];

export interface Partition {
  partitionId: number;
  role: PartitionRole;
  health: PartitionHealth;
}

export interface BrokerInfo {
  nodeId: number;
  host: string;
  port: number;
  partitions: Partition[];
  version: string;
}

/** Response of `GET /v2/topology`. All fields required; `clusterId` may be null. */
export interface TopologyResponse {
  brokers: BrokerInfo[];
  clusterId: string | null;
  clusterSize: number;
  partitionsCount: number;
  replicationFactor: number;
  gatewayVersion: string;
  lastCompletedChangeId: string;
}

/** `GET /v2/status`: 204 (no body) when up, 503 when no partition has a healthy leader. */
export const STATUS_UP_HTTP_STATUS = 204;
export const STATUS_DOWN_HTTP_STATUS = 503;
