import { Module } from '@nestjs/common';
import { Authentication } from './authentication.js';
import { RealmIdentityStore } from './realm-identity-store.js';
import { AuthenticationController } from './authentication.controller.js';
import { RealmIdentityController } from '../identity/realm-identity.controller.js';
import { RealmIdentityWrites } from '../identity/realm-identity-writes.js';

/** Who calls: bearer tokens (Keycloak or the embedded demo realm), the caller of each request, `/v2/authentication/me`, the realm's identity reads. */
@Module({
  providers: [Authentication, RealmIdentityStore, AuthenticationController, RealmIdentityController, RealmIdentityWrites],
  exports: [Authentication, RealmIdentityStore],
})
export class AuthModule {}
