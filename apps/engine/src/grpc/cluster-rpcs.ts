import type { TopologyResponse as RestTopology } from '@baton/api-contract';
import type { TopologyResponse } from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type UnaryRpc, unary } from './gateway-rpc.js';

/** The cluster's topology as `GET /v2/topology` answers it, with the gateway's enum names (LEADER, HEALTHY). */
export function clusterRpcs(operations: GatewayOperations): Record<string, UnaryRpc> {
  return {
    Topology: unary('TOPOLOGY', async (_request: object, metadata): Promise<TopologyResponse> => {
      const topology = (await operations.call(metadata, 'getTopology', {}, undefined)) as RestTopology;
      return {
        brokers: topology.brokers.map((broker) => ({
          nodeId: broker.nodeId,
          host: broker.host,
          port: broker.port,
          version: broker.version,
          partitions: broker.partitions.map(({ partitionId, role, health }) => ({ partitionId, role: role.toUpperCase(), health: health.toUpperCase() })),
        })),
        clusterSize: topology.clusterSize,
        partitionsCount: topology.partitionsCount,
        replicationFactor: topology.replicationFactor,
        gatewayVersion: topology.gatewayVersion,
      };
    }),
  };
}
