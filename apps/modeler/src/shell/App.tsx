import { useRef } from 'react';
import type { SignedInUser } from '../auth/keycloak';
import { OperationsArea } from '../operations/OperationsArea';
import { useHash } from '../operations/routes';
import { ModelingWorkspace } from './ModelingWorkspace';
import { type AreaId, areasOf, TopNav } from './TopNav';

/** The area the hash names, when the user may use it; else the first one they may (an operator lands in Operations). */
function areaOf(hash: string, allowed: readonly AreaId[]): AreaId | null {
  const named = allowed.find((area) => hash.startsWith(`#${area}`));
  return named ?? allowed[0] ?? null;
}

/**
 * The app: a top navigation over its areas, chosen by the location's hash. The modeling workspace is mounted when
 * first shown and then stays, hidden, while another area shows, so that a model being drawn survives a look at the
 * operations console (and a user who may not validate models never starts one).
 */
export function App({ user }: { user: SignedInUser }) {
  const hash = useHash();
  const area = areaOf(
    hash,
    areasOf(user).map((item) => item.id),
  );
  const modelingShown = useRef(false);
  if (area === 'modeling') modelingShown.current = true;
  return (
    <div className="baton-app">
      <TopNav user={user} area={area} />
      {modelingShown.current && (
        <div className="baton-area" hidden={area !== 'modeling'}>
          <ModelingWorkspace username={user.username} />
        </div>
      )}
      {area === 'operations' && <OperationsArea hash={hash} />}
      {area === null && <p className="baton-fatal">{user.name} has no role that this app serves (modeling: analyst or developer; operations: operator).</p>}
    </div>
  );
}
