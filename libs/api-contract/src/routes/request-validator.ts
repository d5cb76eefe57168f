/**
 * Request validation from the route table: Ajv compiles each route's path, query and body schemas once, reports
 * every problem of a request at once (each naming its field), matches case-insensitive enums in any case and
 * rewrites them to their canonical spelling, and coerces query strings to the schema's types.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Type, type TSchema } from 'typebox';
import { IGNORE_CASE_KEYWORD, isLongKey, LONG_KEY_FORMAT } from '../schema/primitives.js';
import { pathParameterNames, type ApiRoute } from './api-route.js';
import { pathParameterSchema } from './path-parameters.js';

/** One broken rule of a request: the field (dotted path, or the parameter's name) and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface RequestParts {
  /** Path parameters by the route's names (e.g. `jobKey`). */
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Problems listed in one answer; the rest are counted. */
export const MAX_FIELD_PROBLEMS = 50;

export interface RouteValidator {
  readonly route: ApiRoute;
  /** Validates `parts` in place (enums canonicalised, query values coerced); returns every problem found. */
  validate(parts: RequestParts): FieldProblem[];
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

const AJV_LOGGER = {
  log: (...args: unknown[]) => console.log(...args),
  warn: (...args: unknown[]) => {
    if (!String(args[0]).startsWith('DEPRECATED: option unicode')) console.warn(...args);
  },
  error: (...args: unknown[]) => console.error(...args),
};

function createAjv(coerceTypes: boolean): Ajv {
  // unicode: false counts a string's length in UTF-16 units, as Camunda (Java) does, and bounds its UTF-8 bytes at three a
  // unit (four a code point, its default, would let a message's names outgrow their index row). Ajv still honours the
  // option, but calls it deprecated on every start: that one warning is dropped.
  const ajv = new Ajv({ allErrors: true, verbose: true, coerceTypes, strictTypes: false, strictRequired: false, unicode: false, logger: AJV_LOGGER });
  ajv.addFormat(LONG_KEY_FORMAT, { type: 'string', validate: isLongKey });
  ajv.addFormat('int64', { type: 'number', validate: (value: number) => Number.isSafeInteger(value) });
  ajv.addFormat('int32', { type: 'number', validate: (value: number) => value >= -(2 ** 31) && value < 2 ** 31 });
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => RFC3339.test(value) });
  ajv.addFormat('uri', true);
  ajv.addFormat('binary', true);
  ajv.addKeyword({
    keyword: IGNORE_CASE_KEYWORD,
    schemaType: 'boolean',
    before: 'enum',
    modifying: true,
    validate: (on: boolean, data: unknown, parentSchema?: { enum?: unknown[] }, context?: { parentData: unknown; parentDataProperty: string | number }) => {
      if (!on || typeof data !== 'string' || !context || typeof context.parentData !== 'object' || context.parentData === null) return true;
      const lower = data.toLowerCase();
      const canonical = parentSchema?.enum?.find((value) => typeof value === 'string' && value.toLowerCase() === lower);
      if (canonical !== undefined) (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = canonical;
      return true;
    },
  });
  return ajv;
}

let ajvs: { strict: Ajv; coercing: Ajv } | undefined;
function sharedAjvs(): { strict: Ajv; coercing: Ajv } {
  ajvs ??= { strict: createAjv(false), coercing: createAjv(true) };
  return ajvs;
}

function paramsSchema(route: ApiRoute): TSchema | undefined {
  const names = pathParameterNames(route.path);
  if (names.length === 0) return undefined;
  return Type.Object(Object.fromEntries(names.map((name) => [name, pathParameterSchema(name)])), { additionalProperties: false });
}

/** Whether the route's body is JSON the validator checks (multipart bodies are read by their handler). */
export function hasJsonBody(route: ApiRoute): boolean {
  return route.body !== undefined && (route.body.contentType ?? 'application/json') === 'application/json';
}

export function compileRouteValidator(route: ApiRoute): RouteValidator {
  const { strict, coercing } = sharedAjvs();
  const params = paramsSchema(route);
  const validateParams = params ? strict.compile(params) : undefined;
  const validateQuery = route.query ? coercing.compile(route.query) : undefined;
  const validateBody = hasJsonBody(route) && route.body ? strict.compile(route.body.schema) : undefined;
  const bodyRequired = route.body?.required ?? false;
  return {
    route,
    validate(parts) {
      const problems: FieldProblem[] = [];
      // Appended one by one: a body can break a rule once per item of an array, too many arguments for a spread.
      const add = (found: FieldProblem[]) => {
        for (const problem of found) problems.push(problem);
      };
      if (validateParams && !validateParams(parts.params)) add(describe(validateParams));
      if (validateQuery && !validateQuery(parts.query)) add(describe(validateQuery));
      if (validateBody) {
        if (parts.body === undefined) {
          if (bodyRequired) problems.push({ field: '', message: 'The request body is required' });
        } else if (!validateBody(parts.body)) {
          add(describe(validateBody));
        }
      } else if (!route.body && isNonEmptyBody(parts.body)) {
        problems.push({ field: '', message: 'This request takes no body' });
      }
      if (problems.length <= MAX_FIELD_PROBLEMS) return problems;
      // 10,000 wrong items made a 3 MB answer.
      return [...problems.slice(0, MAX_FIELD_PROBLEMS), { field: '', message: `and ${problems.length - MAX_FIELD_PROBLEMS} more problems` }];
    },
  };
}

/**
 * Validates a value as a route's JSON body is validated, for JSON a handler reads itself (a field of a multipart form):
 * every problem, each naming its field relative to the value.
 */
export function compileValueValidator(schema: TSchema): (value: unknown) => FieldProblem[] {
  const validate = sharedAjvs().strict.compile(schema);
  return (value) => (validate(value) ? [] : describe(validate));
}

function isNonEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  return typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0;
}

/** `/a/0/b` → `a[0].b` */
function dottedPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^[0-9]+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`), '');
}

const join = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);

/** The first `length` UTF-16 units of a text, one less where the last would be half of a pair. */
function head(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 60 ? `${head(value, 57)}...` : value}'`;
  // An integer beyond 2^53 arrives as a bigint, which JSON.stringify refuses.
  if (typeof value === 'bigint') return String(value);
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function problemOf(error: ErrorObject): FieldProblem {
  const path = dottedPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: join(path, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { field: join(path, String(params.additionalProperty)), message: 'is not a known property' };
    case 'enum':
      return { field: path, message: `must be one of ${(params.allowedValues as unknown[]).join(', ')}, but was ${describeValue(error.data)}` };
    case 'format':
      return params.format === LONG_KEY_FORMAT
        ? { field: path, message: `must be a key (a 64-bit integer as a string of digits), but was ${describeValue(error.data)}` }
        : { field: path, message: `${error.message ?? 'is invalid'}, but was ${describeValue(error.data)}` };
    case 'anyOf':
      return { field: path, message: `does not match any allowed form, was ${describeValue(error.data)}` };
    default:
      return { field: path, message: `${error.message ?? 'is invalid'}, but was ${describeValue(error.data)}` };
  }
}

const isTypeMismatch = (error: ErrorObject) => error.keyword === 'type' || error.keyword === 'const';
/** The schema a keyword belongs to, e.g. `#/properties/state/anyOf/0` for `#/properties/state/anyOf/0/enum`. */
const schemaOf = (error: ErrorObject) => error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));

/**
 * Every problem once. Where a value matches none of the forms of an `anyOf` (a plain value or an operator object,
 * a value or null), the forms' complaints about its JSON type are dropped; the `anyOf` itself is reported only when
 * no form said anything more precise (e.g. a minimum, or an unknown operator).
 */
function describe(validate: ValidateFunction): FieldProblem[] {
  const errors = validate.errors ?? [];
  const anyOfPaths = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));
  // A form whose JSON type the value does not have says nothing useful about it (e.g. "not in the enum").
  const mistypedForms = new Set(errors.filter((error) => isTypeMismatch(error) && anyOfPaths.has(error.instancePath)).map(schemaOf));
  const folded = (error: ErrorObject) => anyOfPaths.has(error.instancePath) && mistypedForms.has(schemaOf(error));
  // Sets, not a search of every error for each: a body breaks a rule once per item of its arrays, and 10,000 wrong
  // items took seconds to describe.
  const preciseBases = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'anyOf' || folded(error)) continue;
    for (let path = error.instancePath; ; path = path.slice(0, path.lastIndexOf('/'))) {
      preciseBases.add(path);
      if (path === '') break;
    }
  }
  const formatPaths = new Set(errors.filter((error) => error.keyword === 'format').map((error) => error.instancePath));
  const problems = new Map<string, FieldProblem>();
  for (const error of errors) {
    if (error.keyword === 'anyOf' ? preciseBases.has(error.instancePath) : folded(error)) continue;
    if (error.keyword === 'pattern' && formatPaths.has(error.instancePath)) continue;
    const problem = problemOf(error);
    problems.set(`${problem.field}\u0000${problem.message}`, problem);
  }
  return [...problems.values()];
}
