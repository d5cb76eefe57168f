import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUser } from './api/authentication.js';
import { createHttp } from './api/http.js';
import { App } from './App.js';
import { signIn } from './auth/keycloak-session.js';
import { SessionProvider } from './auth/session-context.js';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  const session = await signIn();
  const http = createHttp(() => session.token());
  const user = await currentUser(http);
  root.render(
    <StrictMode>
      <SessionProvider value={{ session, user, http }}>
        <App />
      </SessionProvider>
    </StrictMode>,
  );
} catch (error) {
  root.render(
    <main className="page narrow" role="alert">
      <h1>The tasklist cannot start</h1>
      <p>{error instanceof Error ? error.message : 'Signing in failed.'}</p>
    </main>,
  );
}
