import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { CommandExecutor } from './command-executor.js';
import { InstanceStore } from './instance-store.js';

/** Command handling: load an instance, run the pure runtime, write the effects atomically. */
@Module({ imports: [DeploymentModule], providers: [InstanceStore, CommandExecutor], exports: [CommandExecutor] })
export class RuntimeModule {}
