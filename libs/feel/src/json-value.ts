/** A value as it is stored in a variable: plain JSON, an integer beyond Number.MAX_SAFE_INTEGER as an exact bigint (a Zeebe long). */
export type JsonValue = string | number | bigint | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type JsonObject = { [key: string]: JsonValue };
