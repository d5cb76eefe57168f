import { status as Code, Server, ServerCredentials } from '@grpc/grpc-js';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { EngineMetrics } from '../metrics/engine-metrics.js';
import { clusterRpcs } from './cluster-rpcs.js';
import { decisionRpcs } from './decision-rpcs.js';
import { deploymentRpcs } from './deployment-rpcs.js';
import { GatewayOperations } from './gateway-operations.js';
import type { GatewayRpcs } from './gateway-rpc.js';
import { failureStatus, gatewayImplementation, gatewayServiceDefinition } from './gateway-service.js';
import { jobActivationRpcs } from './job-activation-rpcs.js';
import { jobRpcs } from './job-rpcs.js';
import { messageRpcs } from './message-rpcs.js';
import { processInstanceRpcs } from './process-instance-rpcs.js';

/** The RPCs Baton serves, each on the REST operation that does the same. */
export const gatewayRpcs = (operations: GatewayOperations): GatewayRpcs => ({
  unary: {
    ...clusterRpcs(operations),
    ...deploymentRpcs(operations),
    ...decisionRpcs(operations),
    ...processInstanceRpcs(operations),
    ...jobRpcs(operations),
    ...messageRpcs(operations),
  },
  streams: jobActivationRpcs(operations),
});

const bindAddress = (host: string, port: number): string => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`);

/**
 * The gRPC gateway (Camunda's gateway.proto) on GRPC_PORT beside the REST API, started once the app is initialised and
 * stopped, its calls cancelled, when the app closes. Messages larger than MAX_REQUEST_BYTES (4 MiB by default, Zeebe's
 * default too) are refused by the transport with RESOURCE_EXHAUSTED. Without GRPC_PORT, a port 26500 that another
 * engine process of this machine holds leaves this one without gRPC (the first one serves it); a GRPC_PORT set
 * explicitly must be free, or the engine does not start.
 */
@Injectable()
export class GrpcGateway implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('GrpcGateway');
  private server: Server | undefined;
  private boundPort: number | undefined;

  constructor(
    private readonly config: EngineConfig,
    private readonly operations: GatewayOperations,
    private readonly metrics: EngineMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.grpcPort === 0) return;
    const server = new Server({
      'grpc.max_receive_message_length': this.config.maxRequestBytes,
    });
    const service = gatewayServiceDefinition();
    const failed = failureStatus((method, error) =>
      this.logger.error(`${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    );
    const timed = (method: string) => {
      const ended = this.metrics.startGrpcCall(method);
      return (code: Code) => ended(Code[code]);
    };
    server.addService(service, gatewayImplementation(service, gatewayRpcs(this.operations), failed, timed));
    const address = bindAddress(this.config.host, this.config.grpcPort);
    let port: number;
    try {
      port = await new Promise<number>((resolve, reject) =>
        server.bindAsync(address, ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
      );
    } catch (error) {
      server.forceShutdown();
      const reason = `the gRPC gateway cannot listen on ${address}: ${error instanceof Error ? error.message : String(error)}`;
      if (!this.config.grpcPortIsDefault) throw new Error(`${reason} (GRPC_PORT; 0 turns the gateway off)`);
      this.logger.warn(`${reason}; this engine process serves no gRPC (set GRPC_PORT to another port, or 0 to turn it off)`);
      return;
    }
    this.server = server;
    this.boundPort = port;
    this.logger.log(`gRPC gateway listening on ${bindAddress(this.config.host, port)}`);
  }

  /** The port the gateway listens on (GRPC_PORT 0 takes none), or undefined when it does not listen. */
  get port(): number | undefined {
    return this.boundPort;
  }

  onModuleDestroy(): void {
    // Cancels every call at once: streams and long polls end now, before the database pool closes under them.
    this.server?.forceShutdown();
    this.server = undefined;
    this.boundPort = undefined;
  }
}
