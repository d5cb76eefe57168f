import { describe, expect, it } from 'vitest';
import { javaStringHash } from './java-string-hash.js';

describe('javaStringHash', () => {
  it("should equal Java's String.hashCode, overflow and code units included", () => {
    // Values as Java prints them ("".hashCode(), "hello".hashCode(), and a message long enough to wrap around).
    expect(javaStringHash('')).toBe(0);
    expect(javaStringHash('hello')).toBe(99162322);
    expect(javaStringHash('No more retries left.')).toBe(javaStringHashByBigInt('No more retries left.'));
    expect(javaStringHash('ünïcödé 😀')).toBe(javaStringHashByBigInt('ünïcödé 😀'));
  });
});

/** The definition, computed in unbounded integers and reduced to int32 at the end. */
function javaStringHashByBigInt(text: string): number {
  let hash = 0n;
  for (let index = 0; index < text.length; index++) hash = hash * 31n + BigInt(text.charCodeAt(index));
  return Number(BigInt.asIntN(32, hash));
}
