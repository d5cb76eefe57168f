import { Module } from '@nestjs/common';
import { ClockController } from './clock.controller.js';

@Module({ providers: [ClockController] })
export class ClockModule {}
