import { describe, expect, it } from 'vitest';
import { lineOfElement } from './xml-lines';

const XML = [
  '<definitions id="defs">',
  '  <process id="p">',
  '    <serviceTask',
  '      name="Charge" id="charge.1" />',
  '  </process>',
  '</definitions>',
].join('\n');

describe('lineOfElement', () => {
  it('answers the line where the element with the id starts, also when its attributes span lines', () => {
    expect(lineOfElement(XML, 'p')).toBe(2);
    expect(lineOfElement(XML, 'charge.1')).toBe(3);
  });

  it('does not take a reference to the id, or a longer id, for it', () => {
    expect(lineOfElement('<a>\n<b bpmnElement="x" />\n<c id="xy" />\n<d id="x" />', 'x')).toBe(4);
    expect(lineOfElement(XML, 'missing')).toBeNull();
  });
});
