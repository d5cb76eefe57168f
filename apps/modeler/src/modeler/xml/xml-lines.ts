/** The 1-based line of the XML where the element with `id` starts; null when no element has it. */
export function lineOfElement(xml: string, id: string): number | null {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<[\\w:.-]+\\s[^>]*?\\bid="${escaped}"`).exec(xml);
  if (!match) return null;
  return xml.slice(0, match.index).split('\n').length;
}
