/** What the engine takes as a process or form id: an XML name (NCName) without a colon. */
const VALID_ID = /^[A-Za-z_][\w.-]*$/;

export const isValidId = (id: string): boolean => VALID_ID.test(id);

/**
 * The id a name stands for: lower case, accents dropped, every other run of characters a hyphen ("Invoice approval" →
 * "invoice-approval"). A name that does not start with a letter gets `prefix` in front, so the id stays valid.
 */
export function idFromName(name: string, prefix: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words === '') return prefix;
  return /^[a-z_]/.test(words) ? words : `${prefix}-${words}`;
}
