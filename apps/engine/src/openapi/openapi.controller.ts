import { Injectable } from '@nestjs/common';
import { buildOpenApiDocument, type OpenApiDocument } from '@baton/api-contract';

@Injectable()
export class OpenApiController {
  private readonly document = buildOpenApiDocument();

  openApi(): OpenApiDocument {
    return this.document;
  }
}
