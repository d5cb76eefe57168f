import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { ElementInstanceController } from './element-instance.controller.js';
import { ElementInstanceReadModel } from './element-instance.read-model.js';
import { SearchConnections } from './search/search-connections.js';
import { VariableController } from './variable.controller.js';
import { VariableReadModel } from './variable.read-model.js';

/** Read models: strongly consistent, straight from the tables the commands write; every search on its own connections. */
@Module({
  imports: [HistoryModule],
  providers: [ElementInstanceController, VariableController, SearchConnections, ElementInstanceReadModel, VariableReadModel],
})
export class QueryModule {}
