import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { DeleteResourceRequest, DeleteResourceResult } from '@baton/api-contract';
import { ResourceDeletion } from './resource-deletion.js';

@Controller('v2/resources')
export class ResourceDeletionController {
  constructor(private readonly deletion: ResourceDeletion) {}

  /** 200 with Camunda's `DeleteResourceResponse` once deleted; 409 while running instances use the definition. */
  @Post(':key/deletion')
  @HttpCode(200)
  delete(@Param('key') key: string, @Body() body: DeleteResourceRequest | undefined): Promise<DeleteResourceResult> {
    return this.deletion.delete(key, body ?? {});
  }
}
