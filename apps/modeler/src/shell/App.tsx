import type { SignedInUser } from '../auth/keycloak';
import { OperationsArea } from '../operations/OperationsArea';
import { useHash } from '../operations/routes';
import { ModelingWorkspace } from './ModelingWorkspace';
import { TopNav } from './TopNav';

/**
 * The app: a top navigation over its areas, chosen by the location's hash. The modeling workspace stays mounted
 * while another area shows, so that a model being drawn survives a look at the operations console.
 */
export function App({ user }: { user: SignedInUser }) {
  const hash = useHash();
  const area = hash.startsWith('#operations') ? 'operations' : 'modeling';
  return (
    <div className="baton-app">
      <TopNav user={user} area={area} />
      <div className="baton-area" hidden={area !== 'modeling'}>
        <ModelingWorkspace />
      </div>
      {area === 'operations' && <OperationsArea hash={hash} />}
    </div>
  );
}
