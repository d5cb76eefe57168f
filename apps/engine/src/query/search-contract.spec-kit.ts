import { expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.js';

/** A search body its route refuses, and the text the problem's detail must hold (the offending field's name or path). */
export interface RefusedSearch {
  body: Record<string, unknown>;
  detailNames: string;
}

/**
 * The part of every search's contract that needs no data: each malformed body (an unknown enum value or sort field, a
 * value of the wrong type) is refused with 400 and a detail naming what is wrong. Registers one test that sends them
 * all to `path`; `http` is read when the test runs, after the spec's engine started.
 */
export function itRefusesMalformedSearches(title: string, http: () => HttpClient, path: string, refused: readonly RefusedSearch[]): void {
  it(title, async () => {
    for (const { body, detailNames } of refused) {
      const answer = await http().post<{ detail: string }>(path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toContain(detailNames);
    }
  });
}
