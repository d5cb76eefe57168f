/**
 * What the XML reader (saxen, not validating) lets through but a well-formed, safe model never has: a document type
 * declaration (entities, internal or external, are a way to make a reader expand or fetch what the sender chose;
 * Zeebe's reader refuses DTDs too) and content after the root element.
 */
export function documentShapeProblem(xml: string): string | null {
  if (/<!DOCTYPE/i.test(xml)) return 'the document has a document type declaration (<!DOCTYPE …>); DTDs and entities are not allowed';
  const closings = [...xml.matchAll(/<\/(?:[A-Za-z_][\w.-]*:)?definitions\s*>/g)];
  const last = closings.at(-1);
  if (!last) return null; // the reader tells what is wrong with a document that never closes its root
  const after = xml
    .slice((last.index ?? 0) + last[0].length)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .trim();
  return after === '' ? null : `the document has content after its root element: ${JSON.stringify(after.slice(0, 40))}`;
}
