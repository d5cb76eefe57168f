import { type SignedInUser, signOut } from '../auth/keycloak';

/** The areas of the app, in navigation order; an area is added here with its workspace. */
export const AREAS = [
  { id: 'modeling', label: 'Modeling' },
  { id: 'operations', label: 'Operations' },
] as const;

export function TopNav({ user, area }: { user: SignedInUser; area: (typeof AREAS)[number]['id'] }) {
  return (
    <header className="baton-topnav">
      <a className="baton-brand" href="/">
        <span className="baton-logo" aria-hidden="true">
          ♪
        </span>
        Baton
      </a>
      <nav aria-label="Areas">
        {AREAS.map((item) => (
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
