import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { ElementInstanceController } from './element-instance.controller.js';
import { VariableController } from './variable.controller.js';

/** Read models: strongly consistent, straight from the tables the commands write. */
@Module({ imports: [HistoryModule], controllers: [ElementInstanceController, VariableController] })
export class QueryModule {}
