import { Module } from '@nestjs/common';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { GlobalTaskListenerController } from './global-task-listener.controller.js';

/** Camunda 8.9's `/v2/global-task-listeners`; the runtime reads them through the store the runtime module holds. */
@Module({ imports: [RuntimeModule], providers: [GlobalTaskListenerController] })
export class GlobalTaskListenersModule {}
