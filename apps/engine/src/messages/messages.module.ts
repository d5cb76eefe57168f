import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { BufferedCorrelation } from './buffered-correlation.js';
import { BufferedMessageEntity } from './buffered-message.entity.js';
import { CorrelatedMessageSubscriptionController } from './correlated-message-subscription.controller.js';
import { CorrelatedMessageSubscriptionReadModel } from './correlated-message-subscription.read-model.js';
import { EventDeliveryModule } from './delivery/event-delivery.module.js';
import { MessageBuffer } from './message-buffer.repository.js';
import { MessageClaims } from './message-claims.repository.js';
import { MessageCorrelator } from './message-correlator.js';
import { MessageMaintenance } from './message-maintenance.js';
import { MessagePublisher } from './message-publisher.js';
import { MessageStartEvents } from './message-start-events.js';
import { MessageStartLocks } from './message-start-locks.repository.js';
import { PublishedMessageIds } from './published-message-ids.repository.js';
import { MessageSubscriptionController } from './message-subscription.controller.js';
import { MessageSubscriptionReadModel } from './message-subscription.read-model.js';
import { MessageController } from './message.controller.js';

/** Publishing and correlating messages, buffering them while their time to live lasts, and searching subscriptions and correlations. */
@Module({
  imports: [DeploymentModule, RuntimeModule, EventDeliveryModule, TypeOrmModule.forFeature([BufferedMessageEntity])],
  providers: [
    MessageSubscriptionController,
    CorrelatedMessageSubscriptionController,
    MessageController,
    MessagePublisher,
    MessageCorrelator,
    MessageBuffer,
    MessageClaims,
    MessageStartEvents,
    MessageStartLocks,
    BufferedCorrelation,
    MessageMaintenance,
    PublishedMessageIds,
    MessageSubscriptionReadModel,
    CorrelatedMessageSubscriptionReadModel,
  ],
})
export class MessagesModule {}
