import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DocumentStore } from './document.store.js';
import { DocumentsController } from './documents.controller.js';
import { PendingUploads } from './pending-uploads.js';

/** Camunda's documents, stored in the engine's PostgreSQL; expired ones are swept by retention. */
@Module({ imports: [AuthModule], providers: [DocumentStore, DocumentsController, PendingUploads], exports: [PendingUploads] })
export class DocumentsModule {}
