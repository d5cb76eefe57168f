/** A route as `METHOD /path/{param}`; `served` tells Baton's own routes from Camunda's that Baton lacks. */
export interface RouteTemplate {
  readonly method: string;
  /** Path template with `{name}` parameters, e.g. `/v2/user-tasks/{userTaskKey}/completion`. */
  readonly path: string;
  readonly served: boolean;
}

/** What the route table says about a request. */
export type RouteVerdict =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'served' }
  | { readonly kind: 'not-implemented'; readonly route: RouteTemplate }
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] };

interface CompiledRoute {
  readonly template: RouteTemplate;
  /** Lower-cased literal segments; `undefined` for a parameter (matches any non-empty segment). */
  readonly segments: readonly (string | undefined)[];
  readonly literals: number;
}

/** Splits a path into its segments, ignoring one trailing slash (the router ignores it, as express did). */
function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/** A group of routes: their segment count and their second segment (undefined for a parameter, or none). */
const groupKey = (length: number, second: string | undefined) => `${length} ${second === undefined ? '{}' : `/${second}`}`;

function compile(template: RouteTemplate): CompiledRoute {
  const segments = segmentsOf(template.path).map((segment) => (/^\{[^}]+\}$/.test(segment) ? undefined : segment.toLowerCase()));
  return { template, segments, literals: segments.filter((segment) => segment !== undefined).length };
}

/**
 * Baton's routes and Camunda's v2 routes, matched like the router matches them (case-insensitive literals, one
 * parameter per segment). A request is served when the most specific route for its method and path (the one with
 * the most literal segments; Baton's on a tie) is Baton's: Camunda's `POST /v2/jobs/statistics/by-types` has the
 * shape of Baton's `POST /v2/jobs/{jobKey}/completion` and must answer 501, not look for a job `statistics`.
 * A Camunda route Baton lacks is not implemented; a known path with another method is not allowed.
 */
export class RouteMatcher {
  /**
   * The routes by segment count and second segment (`jobs` of `/v2/jobs/...`), each request being matched against
   * one such group and the routes with a parameter there, not the whole table (every request is matched twice).
   */
  private readonly groups = new Map<string, CompiledRoute[]>();

  constructor(templates: readonly RouteTemplate[]) {
    for (const route of templates.map(compile)) {
      const key = groupKey(route.segments.length, route.segments[1]);
      const group = this.groups.get(key);
      if (group) group.push(route);
      else this.groups.set(key, [route]);
    }
  }

  judge(method: string, path: string): RouteVerdict {
    const matching = this.matching(path);
    if (matching.length === 0) return { kind: 'unknown' };
    const best = this.best(matching, method);
    if (best?.template.served) return { kind: 'served' };
    if (best) return { kind: 'not-implemented', route: best.template };
    const allow = new Set(matching.map((route) => route.template.method));
    if (allow.has('GET')) allow.add('HEAD');
    return { kind: 'method-not-allowed', allow: [...allow].sort() };
  }

  private matching(path: string): CompiledRoute[] {
    const segments = segmentsOf(path).map((segment) => segment.toLowerCase());
    const found: CompiledRoute[] = [];
    // a group's routes have the request's segment count; every request passes here twice, so nothing is copied
    const named = segments[1] === undefined ? undefined : this.groups.get(groupKey(segments.length, segments[1]));
    for (const group of [named, this.groups.get(groupKey(segments.length, undefined))]) {
      for (const route of group ?? []) {
        if (route.segments.every((literal, index) => (literal === undefined ? segments[index] !== '' : literal === segments[index]))) found.push(route);
      }
    }
    return found;
  }

  /** The route of the method with the most literal segments, Baton's on a tie, the first found on a tie of both. */
  private best(matching: CompiledRoute[], method: string): CompiledRoute | undefined {
    // HEAD is answered by the GET handler
    const wanted = method === 'HEAD' ? 'GET' : method;
    let best: CompiledRoute | undefined;
    for (const route of matching) {
      if (route.template.method !== wanted) continue;
      if (!best || route.literals > best.literals || (route.literals === best.literals && route.template.served && !best.template.served)) best = route;
    }
    return best;
  }
}
