import { Module } from '@nestjs/common';
import { HistoryController } from '../history/history.controller.js';
import { ElementInstanceController } from './element-instance.controller.js';
import { VariableController } from './variable.controller.js';

/** Read models: strongly consistent, straight from the tables the commands write. */
@Module({ controllers: [ElementInstanceController, VariableController, HistoryController] })
export class QueryModule {}
