import { describe, expect, it } from 'vitest';
import { checkMultipartForm, MAX_RESOURCE_NAME_LENGTH, type UploadedPart } from './multipart-form-check.js';

const file = (originalname: string, content = '<xml/>'): UploadedPart => ({ fieldname: 'resources', originalname, buffer: Buffer.from(content) });

describe('checkMultipartForm', () => {
  it('should accept a sound form', () => {
    expect(checkMultipartForm([file('a.bpmn'), file('n'.repeat(MAX_RESOURCE_NAME_LENGTH))], { tenantId: 'tenant-1' })).toBeUndefined();
    expect(checkMultipartForm([file('a.bpmn')], { tenantId: '<default>' })).toBeUndefined();
    expect(checkMultipartForm([file('a.bpmn')], { tenantId: '' })).toBeUndefined();
  });

  it('should refuse a resource name over the bound, quoting it shortened', () => {
    const problem = checkMultipartForm([file('ok.bpmn'), file(`${'n'.repeat(MAX_RESOURCE_NAME_LENGTH)}.bpmn`)], undefined);

    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe(
      `The name of resources[1] ("${'n'.repeat(32)}…") has ${MAX_RESOURCE_NAME_LENGTH + 5} characters, more than ${MAX_RESOURCE_NAME_LENGTH}`,
    );
  });

  it.each([
    ['a space', 'a b', '"a b"'],
    ['over 256 characters', 't'.repeat(257), `"${'t'.repeat(32)}…"`],
    ['given twice', ['a', 'b'], 'given more than once'],
  ])('should refuse a tenantId with %s', (_case, tenantId, shown) => {
    const problem = checkMultipartForm([file('a.bpmn')], { tenantId });

    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe(`The field tenantId must be <default> or at most 256 letters, digits and _@.+-, but was ${shown}`);
  });

  it('should name NUL characters first, then the other problems', () => {
    const problem = checkMultipartForm([file('nul\u0000.bpmn')], { tenantId: 'a b' });

    expect(problem?.detail).toMatch(
      /^The request must not contain the NUL character \(\\u0000\), found in the name of resources\[0\] \("nul\\u0000.bpmn"\); The field tenantId/,
    );
  });
});
