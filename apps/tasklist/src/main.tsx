import { createEngineClient, signIn } from '@baton/web-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { SessionProvider } from './auth/session-context.js';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  const session = await signIn('baton-tasklist');
  const engine = createEngineClient(() => session.token());
  // Who the engine says the caller is: user name, display name and groups from the token.
  const user = await engine.call('getAuthentication');
  root.render(
    <StrictMode>
      <SessionProvider value={{ session, user, engine }}>
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
