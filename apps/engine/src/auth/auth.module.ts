import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Authentication } from './authentication.js';
import { AuthenticationController } from './authentication.controller.js';
import { CallerInterceptor } from './caller.interceptor.js';

/** Who calls: bearer tokens (Keycloak or the embedded demo realm), the caller of each request, `/v2/authentication/me`. */
@Module({
  controllers: [AuthenticationController],
  providers: [Authentication, { provide: APP_INTERCEPTOR, useClass: CallerInterceptor }],
  exports: [Authentication],
})
export class AuthModule {}
