import type { CamundaUserResult } from '@baton/api-contract';
import type { EngineClient, Session } from '@baton/web-client';
import { createContext, useContext } from 'react';

/** What every page needs: who is signed in (as the engine knows them) and the engine's API acting for them. */
export interface AppSession {
  session: Session;
  user: CamundaUserResult;
  engine: EngineClient;
}

const SessionContext = createContext<AppSession | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): AppSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
