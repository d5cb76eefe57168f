import { useEffect, useState } from 'react';

/** Client-side routes below the app's base (`/tasklist/`); the engine answers index.html for each of them. */
export type Route =
  | { page: 'tasks'; userTaskKey: string | null; params: URLSearchParams }
  | { page: 'processes' }
  | { page: 'start'; processDefinitionKey: string };

const BASE = import.meta.env.BASE_URL;

export function parseRoute(pathname: string, search: string): Route {
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname.replace(/^\//, '');
  const [first, second] = path.split('/').filter(Boolean);
  if (first === 'processes' && second) return { page: 'start', processDefinitionKey: second };
  if (first === 'processes') return { page: 'processes' };
  return { page: 'tasks', userTaskKey: first === 'tasks' && second ? second : null, params: new URLSearchParams(search) };
}

/** An in-app link target: `tasks/123?view=groups` → `/tasklist/tasks/123?view=groups`. */
export const href = (path: string): string => `${BASE}${path}`;

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  const url = href(path);
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const currentRoute = (): Route => parseRoute(window.location.pathname, window.location.search);

export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return route;
}
