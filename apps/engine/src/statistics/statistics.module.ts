import { Module } from '@nestjs/common';
import { IncidentStatisticsReadModel } from './incident-statistics.read-model.js';
import { InstanceStatisticsReadModel } from './instance-statistics.read-model.js';
import { JobStatisticsReadModel } from './job-statistics.read-model.js';
import { MessageSubscriptionStatisticsReadModel } from './message-subscription-statistics.read-model.js';

/** Camunda's aggregate statistics over running instances, incidents, message subscriptions and jobs (read-only). */
@Module({ providers: [InstanceStatisticsReadModel, IncidentStatisticsReadModel, MessageSubscriptionStatisticsReadModel, JobStatisticsReadModel] })
export class StatisticsModule {}
