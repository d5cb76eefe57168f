import { Module } from '@nestjs/common';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { ClusterVariablesController } from './cluster-variables.controller.js';

/** Camunda's cluster variables: their API here, their store (read by commands) in the runtime module. */
@Module({ imports: [RuntimeModule], providers: [ClusterVariablesController] })
export class ClusterVariablesModule {}
