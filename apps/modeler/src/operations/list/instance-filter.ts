import type { ProcessInstanceFilter } from '@baton/api-contract';

/** The instance list's filters as they stand in the page's link (all strings, empty = not filtered). */
export const FILTER_PARAMS = ['state', 'process', 'version', 'element', 'incident', 'variable', 'startedAfter', 'startedBefore'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterValues = Partial<Record<FilterParam, string>>;

export const filterValues = (params: URLSearchParams): FilterValues =>
  Object.fromEntries(FILTER_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));

/** `name=value`: the value as JSON when it is JSON (`42`, `true`, `"x"`), else as a string; the engine compares JSON texts. */
export function variableFilter(text: string): { name: string; value: string } | undefined {
  const at = text.indexOf('=');
  if (at <= 0) return undefined;
  const name = text.slice(0, at).trim();
  const raw = text.slice(at + 1).trim();
  try {
    return { name, value: JSON.stringify(JSON.parse(raw)) };
  } catch {
    return { name, value: JSON.stringify(raw) };
  }
}

/** A local date-time input's value (no zone) as the ISO instant the engine wants. */
const instant = (local: string) => new Date(local).toISOString();

/** The search filter of the engine's `POST /v2/process-instances/search` for the list's filters. */
export function instanceFilter(values: FilterValues): ProcessInstanceFilter {
  const filter: ProcessInstanceFilter = {};
  if (values.state) filter.state = values.state as 'ACTIVE';
  if (values.process) filter.processDefinitionId = values.process;
  if (values.version && /^\d+$/.test(values.version)) filter.processDefinitionVersion = Number(values.version);
  if (values.element) {
    filter.elementId = values.element;
    filter.elementInstanceState = 'ACTIVE';
  }
  if (values.incident === 'true') filter.hasIncident = true;
  const variable = values.variable ? variableFilter(values.variable) : undefined;
  if (variable) filter.variables = [variable];
  if (values.startedAfter || values.startedBefore) {
    filter.startDate = {
      ...(values.startedAfter ? { $gte: instant(values.startedAfter) } : {}),
      ...(values.startedBefore ? { $lte: instant(values.startedBefore) } : {}),
    };
  }
  return filter;
}
