import { Module } from '@nestjs/common';
import { ConversionController } from './conversion.controller.js';

/** Camunda 7 to Zeebe model conversion (`libs/c7-converter`), offered over HTTP. */
@Module({ providers: [ConversionController] })
export class ConversionsModule {}
