import { createEngineClient, type Session, signIn } from '@baton/web-client';

/** The signed-in analyst or operator, as the realm's token says. */
export type SignedInUser = Pick<Session, 'username' | 'name' | 'roles'>;

let session: Session | undefined;

/** Sends the browser to the realm's login page (client `baton-modeler`) unless signed in; resolves once back. */
export async function startSession(): Promise<SignedInUser> {
  session = await signIn('baton-modeler');
  return session;
}

/** The engine's API for the signed-in user: each request asks the session for a fresh token. */
export const engine = createEngineClient(() => {
  if (!session) throw new Error('Not signed in yet');
  return session.token();
});

export function signOut(): void {
  void session?.logout();
}
