import { describe, expect, it } from 'vitest';
import { decisionVersionTags } from './decision-version-tags.js';

describe('decision version tags', () => {
  it('should read the zeebe:versionTag of each decision, whatever the prefixes, and none for an untagged decision', () => {
    const xml = `<dmn:definitions xmlns:dmn="https://www.omg.org/spec/DMN/20191111/MODEL/" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d">
      <dmn:decision id="tagged" name="Tagged">
        <dmn:extensionElements><zeebe:versionTag value="v1 &amp; more" /></dmn:extensionElements>
        <dmn:literalExpression><dmn:text>1</dmn:text></dmn:literalExpression>
      </dmn:decision>
      <dmn:decision id='plain'><dmn:literalExpression><dmn:text>2</dmn:text></dmn:literalExpression></dmn:decision>
      <dmn:decision id="empty" />
      <dmn:decisionService id="service" />
    </dmn:definitions>`;
    expect([...decisionVersionTags(xml)]).toEqual([['tagged', 'v1 & more']]);
  });
});
