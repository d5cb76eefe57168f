import { lazy, Suspense, useRef } from 'react';
import type { SignedInUser } from '../auth/session';
import { useHash } from '../operations/routes';
import { type AreaId, areasOf, TopNav } from './TopNav';

// Each area is its own chunk, loaded when first shown: an operator never downloads the modeling bundle (bpmn-js's
// modeler, the properties panels, dmn-js, form-js), an analyst not the console.
const ModelingWorkspace = lazy(() => import('./ModelingWorkspace').then((module) => ({ default: module.ModelingWorkspace })));
const OperationsArea = lazy(() => import('../operations/OperationsArea').then((module) => ({ default: module.OperationsArea })));

const loading = <p className="baton-loading">Loading…</p>;

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
  const allowed = areasOf(user).map((item) => item.id);
  const area = areaOf(hash, allowed);
  const modelingShown = useRef(false);
  if (area === 'modeling') modelingShown.current = true;
  return (
    <div className="baton-app">
      <TopNav user={user} area={area} />
      {modelingShown.current && (
        <div className="baton-area" hidden={area !== 'modeling'}>
          <Suspense fallback={loading}>
            <ModelingWorkspace username={user.username} />
          </Suspense>
        </div>
      )}
      {area === 'operations' && (
        <Suspense fallback={loading}>
          <OperationsArea hash={hash} canModel={allowed.includes('modeling')} />
        </Suspense>
      )}
      {area === null && <p className="baton-fatal">{user.name} has no role that this app serves (modeling: analyst or developer; operations: operator).</p>}
    </div>
  );
}
