import type { UserTaskFilter } from '@baton/api-contract';

/**
 * The filters beyond view, process and due date: a variable's value, a candidate group, and days of creation,
 * follow-up and due date. Kept in the URL (a reload or bookmark keeps them) and in saved filters; dates are local days, YYYY-MM-DD.
 */
export interface MoreFilters {
  variableName?: string;
  /** JSON, or plain text meaning a string (`Nordwind` is `"Nordwind"`). */
  variableValue?: string;
  group?: string;
  createdFrom?: string;
  createdTo?: string;
  followUpFrom?: string;
  followUpTo?: string;
  dueFrom?: string;
  dueTo?: string;
}

export const MORE_FILTER_KEYS = [
  'variableName',
  'variableValue',
  'group',
  'createdFrom',
  'createdTo',
  'followUpFrom',
  'followUpTo',
  'dueFrom',
  'dueTo',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readMoreFilters(params: URLSearchParams): MoreFilters {
  const more: MoreFilters = {};
  for (const key of MORE_FILTER_KEYS) {
    const value = params.get(key);
    if (value) more[key] = value;
  }
  return more;
}

export function writeMoreFilters(more: MoreFilters, params: URLSearchParams): void {
  for (const key of MORE_FILTER_KEYS) {
    const value = more[key];
    if (value) params.set(key, value);
  }
}

export const countMoreFilters = (more: MoreFilters): number => MORE_FILTER_KEYS.filter((key) => key !== 'variableValue' && more[key]).length;

/** The variable's value as the engine compares it: JSON text. */
export function jsonValue(text: string): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return JSON.stringify(text);
  }
}

/** A range of instants as the engine's date filters take it, `$exists: false` meaning no date at all. */
export interface DateRange {
  $gte?: string;
  $lt?: string;
  $exists?: boolean;
}

/** `[from, to]` days as an ISO range: from the start of `from` to the end of `to`, in the reviewer's time zone. */
function dayRange(from: string | undefined, to: string | undefined): DateRange | undefined {
  const range: DateRange = {};
  if (from && DAY.test(from)) range.$gte = new Date(`${from}T00:00:00`).toISOString();
  if (to && DAY.test(to)) {
    const end = new Date(`${to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    range.$lt = end.toISOString();
  }
  return range.$gte || range.$lt ? range : undefined;
}

export function moreFilter(more: MoreFilters): UserTaskFilter {
  const filter: UserTaskFilter = {};
  const name = more.variableName?.trim();
  if (name) filter.processInstanceVariables = [{ name, value: jsonValue(more.variableValue?.trim() ?? '') }];
  if (more.group) filter.candidateGroup = more.group;
  const created = dayRange(more.createdFrom, more.createdTo);
  if (created) filter.creationDate = created;
  const followUp = dayRange(more.followUpFrom, more.followUpTo);
  if (followUp) filter.followUpDate = followUp;
  return filter;
}

/** The due days' range, which the task search joins with the due select's. */
export const dueDays = (more: MoreFilters): DateRange | undefined => dayRange(more.dueFrom, more.dueTo);
