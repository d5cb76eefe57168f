import { decode, Parser } from 'saxen';

/** An XML element as the TCK reader needs it: its local name (prefix dropped), attributes, children and text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** Reads a whole document into elements. The TCK's files use one namespace each, so local names are unambiguous. */
export function readXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  const current = () => open[open.length - 1] as XmlElement;
  new Parser()
    .on('openTag', (name, attributes) => {
      const decoded = Object.fromEntries(Object.entries(attributes()).map(([key, value]) => [key, decode(value)]));
      const element: XmlElement = { name: localName(name), attributes: decoded, children: [], text: '' };
      current().children.push(element);
      // saxen closes a self-closing element with a closeTag of its own, so every element is pushed
      open.push(element);
    })
    .on('closeTag', () => {
      open.pop();
    })
    .on('text', (text, decodeText) => {
      current().text += decodeText(text);
    })
    .on('cdata', (text) => {
      current().text += text;
    })
    .on('error', (error) => {
      throw error;
    })
    .parse(xml);
  const [document] = root.children;
  if (!document) throw new Error('the XML holds no element');
  return document;
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** An attribute by its local name (`xsi:type` is `type`, `xsi:nil` is `nil`). */
export function attribute(element: XmlElement, name: string): string | undefined {
  const key = Object.keys(element.attributes).find((candidate) => localName(candidate) === name);
  return key === undefined ? undefined : element.attributes[key];
}
