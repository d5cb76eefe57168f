import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { ElementInstanceController } from './element-instance.controller.js';
import { SearchConnections } from './search/search-connections.js';
import { VariableController } from './variable.controller.js';

/** Read models: strongly consistent, straight from the tables the commands write; every search on its own connections. */
@Module({ imports: [HistoryModule], controllers: [ElementInstanceController, VariableController], providers: [SearchConnections] })
export class QueryModule {}
