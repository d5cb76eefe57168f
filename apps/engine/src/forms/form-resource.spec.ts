import { NAME_MAX_LENGTH } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { parseFormResource } from './form-resource.js';

const form = (id: unknown) => JSON.stringify({ id, components: [] });

describe('parseFormResource', () => {
  it(`should take a form id of ${NAME_MAX_LENGTH} characters`, () => {
    expect(parseFormResource('f.form', form('f'.repeat(NAME_MAX_LENGTH))).formId).toHaveLength(NAME_MAX_LENGTH);
  });

  it('should refuse a longer form id, naming the resource and the bound', () => {
    expect(() => parseFormResource('f.form', form('f'.repeat(NAME_MAX_LENGTH + 1)))).toThrow(
      `Resource 'f.form' cannot be deployed: its form 'id' has ${NAME_MAX_LENGTH + 1} characters, more than ${NAME_MAX_LENGTH}`,
    );
  });
});
