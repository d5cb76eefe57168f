import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { EventDeliveryModule } from '../messages/delivery/event-delivery.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { SignalBroadcaster } from './signal-broadcaster.js';
import { SignalDeliveries } from './signal-deliveries.repository.js';
import { SignalOutbox } from './signal-outbox.repository.js';
import { SignalRelay } from './signal-relay.js';
import { SignalController } from './signal.controller.js';

/** Broadcasting signals, from the API and from the outbox of signals that instances threw. */
@Module({
  imports: [DeploymentModule, RuntimeModule, EventDeliveryModule],
  providers: [SignalController, SignalOutbox, SignalDeliveries, SignalBroadcaster, SignalRelay],
})
export class SignalsModule {}
