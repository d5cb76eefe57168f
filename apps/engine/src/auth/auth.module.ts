import { Module } from '@nestjs/common';
import { Authentication } from './authentication.js';
import { AuthenticationController } from './authentication.controller.js';

/** Who calls: bearer tokens (Keycloak or the embedded demo realm), the caller of each request, `/v2/authentication/me`. */
@Module({
  providers: [Authentication, AuthenticationController],
  exports: [Authentication],
})
export class AuthModule {}
