import { Module } from '@nestjs/common';
import { RuntimeModule } from '../../runtime/runtime.module.js';
import { SubscriptionTrigger } from './subscription-trigger.js';

/** What messages and signals share: handing an event to one waiting subscription. */
@Module({ imports: [RuntimeModule], providers: [SubscriptionTrigger], exports: [SubscriptionTrigger] })
export class EventDeliveryModule {}
