import { describe, expect, it } from 'vitest';
import { parseDmn } from '../parse-dmn.js';

describe('decision version tags', () => {
  it('should read the zeebe:versionTag of each decision, whatever the prefixes, and none for an untagged decision', async () => {
    const xml = `<dmn:definitions xmlns:dmn="https://www.omg.org/spec/DMN/20191111/MODEL/" xmlns:z="http://camunda.org/schema/zeebe/1.0" id="d" name="D" namespace="n">
      <dmn:decision id="tagged" name="Tagged">
        <dmn:extensionElements><z:versionTag value=" v1 &amp; more " /></dmn:extensionElements>
        <dmn:literalExpression><dmn:text>1</dmn:text></dmn:literalExpression>
      </dmn:decision>
      <dmn:decision id='plain' name="Plain"><dmn:literalExpression><dmn:text>2</dmn:text></dmn:literalExpression></dmn:decision>
    </dmn:definitions>`;
    const parsed = await parseDmn(xml);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.model.decisions.map(({ id, versionTag }) => [id, versionTag])).toEqual([
      ['tagged', 'v1 & more'],
      ['plain', null],
    ]);
  });
});
