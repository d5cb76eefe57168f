/**
 * Java's `String.hashCode` (31·h + UTF-16 code unit, in 32-bit two's complement): Camunda names an incident's error
 * by this hash of its message (`errorHashCode`), and a client passes it back to ask for that error's instances.
 */
export function javaStringHash(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(31, hash) + text.charCodeAt(index)) | 0;
  return hash;
}
