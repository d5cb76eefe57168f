import { Injectable } from '@nestjs/common';
import type { DeleteResourceRequest, DeleteResourceResult } from '@baton/api-contract';
import { ResourceDeletion } from './resource-deletion.js';

@Injectable()
export class ResourceDeletionController {
  constructor(private readonly deletion: ResourceDeletion) {}

  /** 200 with Camunda's `DeleteResourceResponse` once deleted; 409 while running instances use the definition. */
  delete(key: string, body: DeleteResourceRequest | undefined): Promise<DeleteResourceResult> {
    return this.deletion.delete(key, body ?? {});
  }
}
