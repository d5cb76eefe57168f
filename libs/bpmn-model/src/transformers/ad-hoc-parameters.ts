import { evaluateFeel, type JsonObject, type JsonValue } from '@baton/feel';
import type { ExecutableAdHocParameter, ExecutableMapping } from '../executable-model.js';
import { isVariablePath } from '../feel-values.js';

const FROM_AI = /(?<![\p{L}\p{N}_$.])fromAi\s*\(/gu;
const ARGUMENT_NAMES = ['value', 'description', 'type', 'schema', 'options'] as const;
const NAMED_ARGUMENT = /^([A-Za-z]+)\s*:\s*([\s\S]*)$/;

/**
 * The `fromAi(...)` calls in an activity's input mappings, as Zeebe lists them for the job worker that decides what an
 * ad-hoc sub-process runs: the value's variable path names the parameter; description, type, schema and options are
 * constants the worker (an AI agent) reads. At run time `fromAi` only returns its value. A call whose arguments are not
 * of that shape is left out: the expression still runs.
 */
export function adHocParameters(inputMappings: readonly ExecutableMapping[]): ExecutableAdHocParameter[] {
  const parameters: ExecutableAdHocParameter[] = [];
  for (const mapping of inputMappings) {
    if (mapping.source.kind !== 'feel') continue;
    const source = mapping.source.source;
    for (const match of source.matchAll(FROM_AI)) {
      const args = splitArguments(source, match.index + match[0].length);
      const parameter = args ? parameterOf(args) : null;
      if (parameter) parameters.push(parameter);
    }
  }
  return parameters;
}

/** The top-level arguments of a call whose parenthesis opened just before `start`, or null when it never closes. */
function splitArguments(source: string, start: number): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = start; index < source.length; index++) {
    const char = source[index] ?? '';
    if (char === '"') {
      const end = closingQuote(source, index);
      current += source.slice(index, end + 1);
      index = end;
      continue;
    }
    if (char === '(' || char === '[' || char === '{') depth++;
    if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) {
        if (current.trim() !== '') args.push(current.trim());
        return args;
      }
      depth--;
    }
    if (char === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  return null;
}

function closingQuote(source: string, open: number): number {
  for (let index = open + 1; index < source.length; index++) {
    if (source[index] === '\\') index++;
    else if (source[index] === '"') return index;
  }
  return source.length - 1;
}

function parameterOf(args: string[]): ExecutableAdHocParameter | null {
  const byName: Partial<Record<(typeof ARGUMENT_NAMES)[number], string>> = {};
  const named = args.map((arg) => NAMED_ARGUMENT.exec(arg)).filter((match) => match !== null && ARGUMENT_NAMES.some((name) => name === match[1]));
  if (named.length === args.length && args.length > 0) {
    for (const match of named) if (match) byName[match[1] as (typeof ARGUMENT_NAMES)[number]] = match[2]?.trim() ?? '';
  } else {
    args.forEach((arg, index) => {
      const name = ARGUMENT_NAMES[index];
      if (name) byName[name] = arg;
    });
  }
  const value = byName.value;
  if (value === undefined || !isVariablePath(value)) return null;
  return {
    name: value,
    description: textOf(byName.description),
    type: textOf(byName.type),
    schema: contextOf(byName.schema),
    options: contextOf(byName.options),
  };
}

function constant(source: string | undefined): JsonValue {
  if (source === undefined) return null;
  const result = evaluateFeel(source, {}, 0);
  return result.ok ? result.value : null;
}

function textOf(source: string | undefined): string | null {
  const value = constant(source);
  return typeof value === 'string' ? value : null;
}

function contextOf(source: string | undefined): JsonObject | null {
  const value = constant(source);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}
