import { Module } from '@nestjs/common';
import { DecisionCatalogs } from '../decisions/decision-catalogs.js';
import { DecisionsModule } from '../decisions/decisions.module.js';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { CommandExecutor } from './command-executor.js';
import { CalledProcessCatalogs } from './called-process-catalogs.js';
import { InstanceOutboxRelay } from './instance-outbox-relay.js';
import { InstanceOutbox } from './instance-outbox.repository.js';
import { InstanceStore } from './instance-store.js';
import { JobActivationStore } from './job-activation.store.js';
import { GlobalTaskListenerStore } from '../global-task-listeners/global-task-listener.store.js';
import { ClusterVariableStore } from '../cluster-variables/cluster-variable.store.js';
import { MessageSubscriptionCopies } from '../messages/message-subscription-copies.js';

/**
 * Command handling: load an instance, run the pure runtime, write the effects atomically; then carry out what the
 * instance asked of other instances of its call hierarchy (the instance outbox). A poll's search for activatable
 * jobs is here too (JobActivationStore): it only reads; the jobs it finds are activated by commands.
 */
@Module({
  imports: [DeploymentModule, DecisionsModule],
  providers: [
    InstanceStore,
    JobActivationStore,
    CommandExecutor,
    CalledProcessCatalogs,
    DecisionCatalogs,
    InstanceOutbox,
    InstanceOutboxRelay,
    GlobalTaskListenerStore,
    ClusterVariableStore,
    // here, not in MessagesModule: the instance store hands the copies over before a command is answered
    MessageSubscriptionCopies,
  ],
  exports: [CommandExecutor, InstanceOutboxRelay, JobActivationStore, GlobalTaskListenerStore, ClusterVariableStore, MessageSubscriptionCopies],
})
export class RuntimeModule {}
