import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller.js';

@Module({ providers: [OpenApiController] })
export class OpenApiModule {}
