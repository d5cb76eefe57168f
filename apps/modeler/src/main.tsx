import { createRoot } from 'react-dom/client';
import { signIn } from './auth/keycloak';
import { App } from './shell/App';
import './shell/app.css';

const root = createRoot(document.getElementById('root')!);
try {
  const user = await signIn();
  root.render(<App user={user} />);
} catch (error) {
  root.render(<p className="baton-fatal">Could not sign in: {(error as Error)?.message ?? String(error)}</p>);
}
