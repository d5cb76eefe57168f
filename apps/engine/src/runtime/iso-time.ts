/**
 * An instant (epoch milliseconds) as ISO 8601 text. A command's events and rows carry the same few instants (its own
 * `now` above all), formatted dozens of times per command: the last ones are remembered.
 */
const remembered = new Map<number, string>();
const REMEMBERED = 8;

export function isoTime(millis: number): string {
  let text = remembered.get(millis);
  if (text === undefined) {
    text = new Date(millis).toISOString();
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as number);
    remembered.set(millis, text);
  }
  return text;
}
