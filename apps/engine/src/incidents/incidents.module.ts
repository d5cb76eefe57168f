import { Module } from '@nestjs/common';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { IncidentController } from './incident.controller.js';

@Module({ imports: [RuntimeModule], controllers: [IncidentController] })
export class IncidentsModule {}
