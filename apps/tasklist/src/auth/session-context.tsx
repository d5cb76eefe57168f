import type { CamundaUserResult } from '@baton/api-contract';
import { createContext, useContext } from 'react';
import type { Http } from '../api/http.js';
import type { Session } from './keycloak-session.js';

/** What every page needs: who is signed in (as the engine knows them) and the API client acting for them. */
export interface AppSession {
  session: Session;
  user: CamundaUserResult;
  http: Http;
}

const SessionContext = createContext<AppSession | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): AppSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
