import { createRoot } from 'react-dom/client';
import { startSession } from './auth/session';
import { App } from './shell/App';
import './shell/app.css';

/**
 * The page asked for (`#operations/instances/123`) does not survive the round trip through the login page (a
 * redirect URI carries no fragment): it is kept here and put back once signed in.
 */
const ROUTE_KEY = 'baton-modeler-route';
const asked = window.location.hash;
if (asked && !/(^#|&)(state|code|error)=/.test(asked)) sessionStorage.setItem(ROUTE_KEY, asked);

const root = createRoot(document.getElementById('root')!);
try {
  const user = await startSession();
  const route = sessionStorage.getItem(ROUTE_KEY);
  sessionStorage.removeItem(ROUTE_KEY);
  if (route && window.location.hash !== route) window.history.replaceState(window.history.state, '', route);
  root.render(<App user={user} />);
} catch (error) {
  root.render(<p className="baton-fatal">Could not sign in: {(error as Error)?.message ?? String(error)}</p>);
}
