import { Controller, Get } from '@nestjs/common';
import { buildOpenApiDocument, type OpenApiDocument } from '@baton/api-contract';

@Controller('baton/v1')
export class OpenApiController {
  private readonly document = buildOpenApiDocument();

  @Get('openapi.json')
  openApi(): OpenApiDocument {
    return this.document;
  }
}
