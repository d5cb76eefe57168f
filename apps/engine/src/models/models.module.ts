import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ModelLibrary } from './model-library.js';
import { ModelLibraryController } from './model-library.controller.js';
import { ModelLibraryRepository } from './model-library.repository.js';
import { ModelRevisionEntity } from './model-revision.entity.js';

/** The modeler's model library: saved models per tenant, every revision kept. */
@Module({
  imports: [TypeOrmModule.forFeature([ModelRevisionEntity])],
  providers: [ModelLibrary, ModelLibraryRepository, ModelLibraryController],
})
export class ModelsModule {}
