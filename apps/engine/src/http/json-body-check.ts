import { NAME_MAX_LENGTH } from '@baton/api-contract';
import { stringifyJson } from '../json/json-codec.js';
import { ApiProblem } from './problem-detail.js';

export interface JsonBodyLimits {
  /** Containers (objects, arrays) nested in one another, the body itself counting as the first. */
  readonly maxDepth: number;
  /** Serialized JSON size of one entry of a `variables` object. */
  readonly maxVariableBytes: number;
  /** Entries of one `variables` object. */
  readonly maxVariables: number;
}

/** Problems listed in one answer; the rest are counted. */
export const MAX_REPORTED_PROBLEMS = 10;
/**
 * Most object fields and array items a body may have outside its `variables` objects (whose entries MAX_VARIABLES
 * bounds, and whose values are the caller's data): far more than any request of the API needs (a search filter's
 * `$in` of 10,000 keys), and within what the request validator describes quickly. 1,000,000 wrong items in a filter
 * took the validator 38 s, and overflowed its stack.
 */
export const MAX_STRUCTURE_MEMBERS = 10_000;

/** A node of the walk; paths are built from the parent chain only when a problem is reported. */
interface Frame {
  readonly value: unknown;
  readonly depth: number;
  readonly parent: Frame | undefined;
  readonly key: string | number | undefined;
  readonly insideVariables: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Longest name and path quoted in a problem: a hostile body must not make a megabyte-long answer. */
const MAX_NAME_LENGTH = 64;
const MAX_PATH_LENGTH = 256;

/**
 * Whether a string holds a UTF-16 surrogate that is not half of a pair (JSON `"\ud800"`). PostgreSQL refuses such text
 * (`invalid input syntax for type json`): the command failed with a 500 when its write reached the database.
 */
const hasLoneSurrogate = (text: string) => !text.isWellFormed();
const hasNul = (text: string) => text.includes('\u0000');
const unstorable = (text: string) => hasNul(text) || hasLoneSurrogate(text);

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max / 2)}…${text.slice(-max / 2)}`);

function pathOf(frame: Frame | undefined, key?: string | number): string {
  const keys: (string | number)[] = key === undefined ? [] : [key];
  for (let at = frame; at?.key !== undefined; at = at.parent) keys.push(at.key);
  let path = '';
  for (const part of keys.reverse()) {
    if (typeof part === 'number') path += `[${part}]`;
    else if (IDENTIFIER.test(part)) path += path === '' ? shorten(part, MAX_NAME_LENGTH) : `.${shorten(part, MAX_NAME_LENGTH)}`;
    else path += `[${shorten(JSON.stringify(part), MAX_NAME_LENGTH)}]`;
  }
  return path === '' ? '(the body)' : shorten(path, MAX_PATH_LENGTH);
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** `first, second, … and 3 more`. */
function listed(items: readonly string[], total: number): string {
  const more = total - items.length;
  return more > 0 ? `${items.join(', ')} and ${more} more` : items.join(', ');
}

/**
 * Checks a parsed JSON body for what no route can store or process: strings or names with NUL or a lone surrogate
 * (PostgreSQL refuses both in text and jsonb), nesting deeper than `maxDepth` (recursive code further in would overflow
 * the stack), more than MAX_STRUCTURE_MEMBERS fields and items outside variables (the validator's time grows with
 * them), `variables` objects (wherever they appear: instance creation, job completion, message publication, ...)
 * with names longer than NAME_MAX_LENGTH (the variable index takes no longer), more than `maxVariables` entries in all,
 * or entries larger than `maxVariableBytes`. The walk is iterative, so
 * the check itself holds for any depth. Returns the problem naming every offending field (up to
 * {@link MAX_REPORTED_PROBLEMS}), or undefined.
 */
export function checkJsonBody(body: unknown, limits: JsonBodyLimits): ApiProblem | undefined {
  const withNul: string[] = [];
  let nulCount = 0;
  const withSurrogate: string[] = [];
  let surrogateCount = 0;
  const tooDeep: string[] = [];
  let tooDeepCount = 0;
  const variableObjects: Frame[] = [];
  let members = 0;
  const noteNul = (path: () => string) => {
    nulCount += 1;
    if (withNul.length < MAX_REPORTED_PROBLEMS) withNul.push(path());
  };
  const noteSurrogate = (path: () => string) => {
    surrogateCount += 1;
    if (withSurrogate.length < MAX_REPORTED_PROBLEMS) withSurrogate.push(path());
  };
  const noteText = (text: string, path: () => string) => {
    if (hasNul(text)) noteNul(path);
    if (hasLoneSurrogate(text)) noteSurrogate(path);
  };

  // Frames are popped in document order, so that problems are listed in the order of the body.
  const stack: Frame[] = [{ value: body, depth: 1, parent: undefined, key: undefined, insideVariables: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value, key } = frame;
    if (typeof key === 'string') noteText(key, () => `${pathOf(frame)} (its name)`);
    if (typeof value === 'string') noteText(value, () => pathOf(frame));
    if (!isContainer(value)) continue;
    if (frame.depth > limits.maxDepth) {
      tooDeepCount += 1;
      if (tooDeep.length < MAX_REPORTED_PROBLEMS) tooDeep.push(pathOf(frame));
      continue;
    }
    const variables = key === 'variables' && !Array.isArray(value) && !frame.insideVariables;
    if (variables) variableObjects.push(frame);
    if (!variables && !frame.insideVariables) {
      members += Array.isArray(value) ? value.length : Object.keys(value).length;
      // Answered at once: walking on through millions of members would cost what the bound spares.
      if (members > MAX_STRUCTURE_MEMBERS) {
        return new ApiProblem(
          413,
          `The request body must not have more than ${MAX_STRUCTURE_MEMBERS} fields and array items outside its variables; the bound was passed at ${pathOf(frame)}`,
        );
      }
    }
    // Only values that may hold a problem become frames: that keeps the walk of a large body cheap.
    const insideVariables = frame.insideVariables || variables;
    const push = (childKey: string | number, child: unknown) => {
      const suspect = isContainer(child) || (typeof child === 'string' && unstorable(child)) || (typeof childKey === 'string' && unstorable(childKey));
      if (suspect) stack.push({ value: child, depth: frame.depth + 1, parent: frame, key: childKey, insideVariables });
    };
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) push(index, value[index]);
    } else {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index -= 1) push(keys[index]!, (value as Record<string, unknown>)[keys[index]!]);
    }
  }

  const problems: string[] = [];
  if (tooDeepCount > 0) problems.push(`The request body is nested deeper than ${limits.maxDepth} levels (MAX_JSON_DEPTH) at ${listed(tooDeep, tooDeepCount)}`);
  if (nulCount > 0) problems.push(`The request body must not contain the NUL character (\\u0000), found in ${listed(withNul, nulCount)}`);
  if (surrogateCount > 0) {
    problems.push(
      `The request body must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff not part of a pair), found in ${listed(withSurrogate, surrogateCount)}`,
    );
  }
  const longNames: string[] = [];
  let longNameCount = 0;
  for (const frame of variableObjects) {
    for (const name of Object.keys(frame.value as object)) {
      if (name.length <= NAME_MAX_LENGTH) continue;
      longNameCount += 1;
      if (longNames.length < MAX_REPORTED_PROBLEMS) longNames.push(pathOf(frame, name));
    }
  }
  if (longNameCount > 0) problems.push(`Variable names must not be longer than ${NAME_MAX_LENGTH} characters: ${listed(longNames, longNameCount)}`);
  if (problems.length > 0) return new ApiProblem(400, problems.join('; '));

  // Counted before any size: measuring 150,000 variables one by one is the cost the count limit spares. The bound is
  // on the body's variables together: a modification spreads them over many instructions, each with its own object.
  const counts = variableObjects.map((frame) => Object.keys(frame.value as object).length);
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total > limits.maxVariables) {
    const counted = variableObjects.slice(0, MAX_REPORTED_PROBLEMS).map((frame, index) => `${pathOf(frame)} (${counts[index]})`);
    return new ApiProblem(
      413,
      `A request body must not carry more than ${limits.maxVariables} variables (MAX_VARIABLES), but has ${total}: ${listed(counted, variableObjects.length)}`,
    );
  }

  // Only now is every value shallow enough for JSON.stringify.
  const tooLarge: string[] = [];
  let tooLargeCount = 0;
  for (const frame of variableObjects) {
    for (const [name, value] of Object.entries(frame.value as object)) {
      const bytes = Buffer.byteLength(stringifyJson(value));
      if (bytes <= limits.maxVariableBytes) continue;
      tooLargeCount += 1;
      if (tooLarge.length < MAX_REPORTED_PROBLEMS) tooLarge.push(`${pathOf(frame, name)} (${bytes} bytes)`);
    }
  }
  if (tooLargeCount === 0) return undefined;
  return new ApiProblem(
    413,
    `Variables must not be larger than ${limits.maxVariableBytes} bytes as JSON (MAX_VARIABLE_BYTES): ${listed(tooLarge, tooLargeCount)}`,
  );
}
