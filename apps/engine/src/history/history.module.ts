import { Module } from '@nestjs/common';
import { HistoryEvents } from './history-events.js';
import { HistoryUpcasting } from './history-upcasters.js';
import { HistoryController } from './history.controller.js';
import { InstanceHistoryReadModel } from './instance-history.read-model.js';
import { SequenceFlowsController } from './sequence-flows.controller.js';
import { SequenceFlowsReadModel } from './sequence-flows.read-model.js';

/** The history of instances, read through the upcasters of this engine version, and what is derived from it. */
@Module({
  providers: [
    HistoryController,
    SequenceFlowsController,
    HistoryEvents,
    InstanceHistoryReadModel,
    SequenceFlowsReadModel,
    { provide: HistoryUpcasting, useValue: new HistoryUpcasting() },
  ],
})
export class HistoryModule {}
