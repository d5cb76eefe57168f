import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { CommandExecutor } from './command-executor.js';
import { CalledProcessCatalogs } from './called-process-catalogs.js';
import { InstanceOutboxRelay } from './instance-outbox-relay.js';
import { InstanceOutbox } from './instance-outbox.repository.js';
import { InstanceStore } from './instance-store.js';
import { JobActivationStore } from './job-activation.store.js';

/**
 * Command handling: load an instance, run the pure runtime, write the effects atomically; then carry out what the
 * instance asked of other instances of its call hierarchy (the instance outbox). A poll's search for activatable
 * jobs is here too (JobActivationStore): it only reads; the jobs it finds are activated by commands.
 */
@Module({
  imports: [DeploymentModule],
  providers: [InstanceStore, JobActivationStore, CommandExecutor, CalledProcessCatalogs, InstanceOutbox, InstanceOutboxRelay],
  exports: [CommandExecutor, InstanceOutboxRelay, JobActivationStore],
})
export class RuntimeModule {}
