import { useRef } from 'react';
import type { SignedInUser } from '../auth/keycloak';
import { OperationsArea } from '../operations/OperationsArea';
import { useHash } from '../operations/routes';
import { ModelingWorkspace } from './ModelingWorkspace';
import { TopNav } from './TopNav';

/** The roles that draw and deploy models; anyone else (an operator) lands in Operations. */
const MODELING_ROLES = ['analyst', 'developer', 'admin'];

/**
 * The app: a top navigation over its areas, chosen by the location's hash. The modeling workspace is mounted when
 * first shown and then stays, hidden, while another area shows, so that a model being drawn survives a look at the
 * operations console (and an operator, who may not validate models, never starts one).
 */
export function App({ user }: { user: SignedInUser }) {
  const hash = useHash();
  const landing = user.roles.some((role) => MODELING_ROLES.includes(role)) ? 'modeling' : 'operations';
  const area = hash.startsWith('#operations') ? 'operations' : hash.startsWith('#modeling') ? 'modeling' : landing;
  const modelingShown = useRef(false);
  if (area === 'modeling') modelingShown.current = true;
  return (
    <div className="baton-app">
      <TopNav user={user} area={area} />
      {modelingShown.current && (
        <div className="baton-area" hidden={area !== 'modeling'}>
          <ModelingWorkspace />
        </div>
      )}
      {area === 'operations' && <OperationsArea hash={hash} />}
    </div>
  );
}
