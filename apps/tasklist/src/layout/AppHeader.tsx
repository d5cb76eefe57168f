import type { CamundaUserResult } from '@baton/api-contract';
import { Link } from '../ui/Link.js';

/** Brand, the two sections, and who is signed in with their groups and a logout. */
export function AppHeader({ user, section, onLogout }: { user: CamundaUserResult; section: 'tasks' | 'processes'; onLogout: () => void }) {
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to="" className="brand">
        <span className="brand-mark" aria-hidden="true">
          B
        </span>
        Baton <span className="brand-product">Tasklist</span>
      </Link>
      <nav className="sections" aria-label="Sections">
        <Link to="" aria-current={section === 'tasks' ? 'page' : undefined}>
          Tasks
        </Link>
        <Link to="processes" aria-current={section === 'processes' ? 'page' : undefined}>
          Processes
        </Link>
      </nav>
      <div className="user">
        <span className="avatar" aria-hidden="true">
          {(user.displayName ?? user.username).slice(0, 1).toUpperCase()}
        </span>
        <span className="user-text">
          <span className="user-name" data-testid="current-user">
            {user.displayName ?? user.username}
          </span>
          <span className="user-groups">{user.groups.length > 0 ? user.groups.join(', ') : 'no groups'}</span>
        </span>
        <button type="button" className="button ghost small" onClick={onLogout}>
          Log out
        </button>
      </div>
    </header>
  );
}
