import { type SignedInUser, signOut } from '../auth/session';

/** The areas of the app, in navigation order, with the realm roles that may use each (the engine's route access). */
export const AREAS = [
  { id: 'modeling', label: 'Modeling', roles: ['analyst', 'developer', 'admin'] },
  { id: 'operations', label: 'Operations', roles: ['operator', 'developer', 'admin'] },
] as const;
export type AreaId = (typeof AREAS)[number]['id'];

/** The areas `user` may use: an area whose every call the engine would refuse is not offered. */
export const areasOf = (user: SignedInUser) => AREAS.filter((area) => area.roles.some((role) => user.roles.includes(role)));

export function TopNav({ user, area }: { user: SignedInUser; area: AreaId | null }) {
  return (
    <header className="baton-topnav">
      <a className="baton-brand" href="/">
        <span className="baton-logo" aria-hidden="true">
          ♪
        </span>
        Baton
      </a>
      <nav aria-label="Areas">
        {areasOf(user).map((item) => (
          <a key={item.id} href={`#${item.id}`} className={item.id === area ? 'active' : undefined} aria-current={item.id === area ? 'page' : undefined}>
            {item.label}
          </a>
        ))}
      </nav>
      <div className="baton-user">
        <span title={user.roles.join(', ')} data-testid="user-name">
          {user.name}
        </span>
        <button type="button" className="link" onClick={signOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}
