import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { ModelCreationRequest, ModelList, ModelListQuery, ModelRevisionQuery, ModelRevisionRequest, ModelRevisionResult } from '@baton/api-contract';
import { ModelLibrary } from './model-library.js';

/** The per-tenant model library of the modeler: `/baton/v1/models`. */
@Controller('baton/v1/models')
export class ModelLibraryController {
  constructor(private readonly library: ModelLibrary) {}

  @Get()
  async list(@Query() query: ModelListQuery): Promise<ModelList> {
    return { items: await this.library.list(query.tenantId) };
  }

  @Post()
  @HttpCode(200)
  create(@Body() body: ModelCreationRequest): Promise<ModelRevisionResult> {
    return this.library.create(body);
  }

  @Get(':modelKey')
  find(@Param('modelKey') modelKey: string, @Query() query: ModelRevisionQuery): Promise<ModelRevisionResult> {
    return query.revision === undefined ? this.library.latest(modelKey) : this.library.find(modelKey, query.revision);
  }

  @Get(':modelKey/revisions')
  async revisions(@Param('modelKey') modelKey: string): Promise<ModelList> {
    return { items: await this.library.revisions(modelKey) };
  }

  @Post(':modelKey/revisions')
  @HttpCode(200)
  saveRevision(@Param('modelKey') modelKey: string, @Body() body: ModelRevisionRequest): Promise<ModelRevisionResult> {
    return this.library.saveRevision(modelKey, body);
  }
}
