import { isoTime } from './iso-time.js';

/** Conversions between a domain object's fields and its row's columns (bigint keys as text, times as ISO text). */
export const text = (value: string | number): string => String(value);
export const optionalText = (value: string | number | null): string | null => (value === null ? null : String(value));
export const millis = (value: string): number => Date.parse(value);
export const optionalMillis = (value: string | null): number | null => (value === null ? null : Date.parse(value));
export const optionalIso = (value: number | null): string | null => (value === null ? null : isoTime(value));

export const optionalIsoText = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());
