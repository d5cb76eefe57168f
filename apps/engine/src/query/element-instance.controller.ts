import { Injectable } from '@nestjs/common';
import type { ElementInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { ElementInstanceReadModel } from './element-instance.read-model.js';
import type { SearchRequestBody } from './search-query.js';

@Injectable()
export class ElementInstanceController {
  constructor(private readonly elementInstances: ElementInstanceReadModel) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ElementInstanceResult>> {
    return this.elementInstances.search(body);
  }

  get(key: string): Promise<ElementInstanceResult> {
    return this.elementInstances.get(key);
  }
}
