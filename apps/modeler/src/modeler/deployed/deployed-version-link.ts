/**
 * A link that opens a deployed process version in the modeler (`#modeling?definition=<key>`): the console's process
 * page and the library's deployed list use it. The key stays in the hash only until the version opens.
 */
export const deployedVersionHref = (processDefinitionKey: string): string => `#modeling?definition=${encodeURIComponent(processDefinitionKey)}`;

/** The process definition key a `#modeling?definition=<key>` hash asks to open, or null. */
export function deployedVersionAsked(hash: string): string | null {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  if (path !== 'modeling') return null;
  const key = new URLSearchParams(query).get('definition');
  return key && /^\d{1,19}$/.test(key) ? key : null;
}
