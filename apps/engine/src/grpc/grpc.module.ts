import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { GatewayOperations } from './gateway-operations.js';
import { GrpcGateway } from './grpc-gateway.js';

/** The gRPC gateway: Camunda's gateway.proto served on the REST API's operations (see GatewayOperations). */
@Module({ imports: [AuthModule], providers: [GatewayOperations, GrpcGateway] })
export class GrpcModule {}
