import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { EngineConfig } from '../config/engine-config.js';
import { Database } from '../database/database.js';
import { unavailable } from '../http/problem-detail.js';

export const GATEWAY_VERSION = '8.8.0';

export interface TopologyResponse {
  brokers: {
    nodeId: number;
    host: string;
    port: number;
    partitions: { partitionId: number; role: 'leader' | 'follower' | 'inactive'; health: 'healthy' | 'unhealthy' | 'dead' }[];
    version: string;
  }[];
  clusterId: string | null;
  clusterSize: number;
  partitionsCount: number;
  replicationFactor: number;
  gatewayVersion: string;
  lastCompletedChangeId: string;
}

/** Camunda's cluster endpoints: a single "broker" with one partition, whatever the number of engine processes. */
@Injectable()
export class ClusterController {
  private readonly logger = new Logger(ClusterController.name);

  constructor(
    private readonly config: EngineConfig,
    private readonly database: Database,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  topology(): TopologyResponse {
    return {
      brokers: [
        {
          nodeId: 0,
          host: this.config.host,
          port: this.listeningPort(),
          partitions: [{ partitionId: 1, role: 'leader', health: 'healthy' }],
          version: GATEWAY_VERSION,
        },
      ],
      clusterId: null,
      clusterSize: 1,
      partitionsCount: 1,
      replicationFactor: 1,
      gatewayVersion: GATEWAY_VERSION,
      lastCompletedChangeId: '-1',
    };
  }

  async status(): Promise<void> {
    try {
      await this.database.query('select 1');
    } catch (error) {
      this.logger.warn(`Status check: database unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw unavailable('The database is not reachable');
    }
  }

  /** The bound port (differs from config when PORT=0). */
  private listeningPort(): number {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as { address?: () => AddressInfo | string | null } | undefined;
    const address = server?.address?.();
    return address && typeof address === 'object' ? address.port : this.config.port;
  }
}
