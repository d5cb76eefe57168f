import type { SignedInUser } from '../auth/keycloak';
import { ModelingWorkspace } from './ModelingWorkspace';
import { TopNav } from './TopNav';

/** The app: a top navigation over one area; Modeling is the first, Operations will join it. */
export function App({ user }: { user: SignedInUser }) {
  return (
    <div className="baton-app">
      <TopNav user={user} area="modeling" />
      <ModelingWorkspace />
    </div>
  );
}
