import { useEffect, useState } from 'react';

/**
 * The console's pages, kept in the location's hash (`#operations/instances/123`) so that the modeler's single page
 * needs no server routes, and a page can be bookmarked or opened from a link.
 */
export type OperationsRoute =
  | { page: 'overview' }
  | { page: 'definitions' }
  | { page: 'definition'; processDefinitionKey: string }
  | { page: 'instances'; params: URLSearchParams }
  | { page: 'instance'; processInstanceKey: string }
  | { page: 'decision-instances'; params: URLSearchParams }
  | { page: 'decision-instance'; decisionInstanceKey: string }
  | { page: 'migration'; params: URLSearchParams }
  | { page: 'batches' };

export function parseRoute(hash: string): OperationsRoute {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const [area, first, second] = path.split('/');
  if (area !== 'operations') return { page: 'overview' };
  if (first === 'definitions' && second) return { page: 'definition', processDefinitionKey: second };
  if (first === 'definitions') return { page: 'definitions' };
  if (first === 'instances' && second) return { page: 'instance', processInstanceKey: second };
  if (first === 'instances') return { page: 'instances', params: new URLSearchParams(query) };
  if (first === 'decision-instances' && second) return { page: 'decision-instance', decisionInstanceKey: second };
  if (first === 'decision-instances') return { page: 'decision-instances', params: new URLSearchParams(query) };
  if (first === 'batches') return { page: 'batches' };
  if (first === 'migration') return { page: 'migration', params: new URLSearchParams(query) };
  return { page: 'overview' };
}

/** The hash of a console page: `instances?state=ACTIVE` → `#operations/instances?state=ACTIVE`. */
export const opsHref = (path: string): string => `#operations${path ? `/${path}` : ''}`;

/** A link to the instance list with these filters (empty values left out). */
export function instancesHref(filters: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return opsHref(`instances${query ? `?${query}` : ''}`);
}

export function navigate(hash: string): void {
  window.location.hash = hash;
}

/** The current hash, updated on every change (links, back and forward). */
export function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash;
}
