/** Small helpers for validating untyped JSON request values. */

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property lookup that never reaches `Object.prototype` (`constructor`, `__proto__`, ...). */
export function ownValue<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** Short rendering of a request value for error messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string': {
      const text = value.length > 60 ? `${value.slice(0, 57)}...` : value;
      return JSON.stringify(text);
    }
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

export function listNames(names: readonly string[]): string {
  return names.length === 0 ? '(none)' : names.join(', ');
}
