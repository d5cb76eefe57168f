import { describe, expect, it } from 'vitest';
import { refusalField, variableRequest } from './variable-draft';

describe('variableRequest', () => {
  it('writes the parsed JSON value under the trimmed name, local to the chosen scope', () => {
    expect(variableRequest({ scopeKey: '42', name: ' amount ', value: '{"net": 120}' })).toEqual({
      request: { variables: { amount: { net: 120 } }, local: true },
    });
  });

  it('refuses a value that is not JSON and an empty name, by field', () => {
    const result = variableRequest({ scopeKey: '42', name: '', value: 'abc' });
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['name', 'value']);
  });

  it('asks for a scope', () => {
    expect(variableRequest({ scopeKey: '', name: 'a', value: '1' })).toEqual({ errors: { scope: 'Choose the scope to write to.' } });
  });
});

describe('refusalField', () => {
  it('puts a gone or busy scope on the scope, a bad body on the name or the value', () => {
    expect(refusalField(404, 'not active')).toBe('scope');
    expect(refusalField(409, 'busy')).toBe('scope');
    expect(refusalField(400, 'variable name must not be empty')).toBe('name');
    expect(refusalField(400, 'must be object')).toBe('value');
  });
});
