import { describe, expect, it } from 'vitest';
import { deployedVersionAsked, deployedVersionHref } from './deployed-version-link';

describe('the link to a deployed version', () => {
  it('should carry the definition key there and back', () => {
    expect(deployedVersionHref('2251799813685249')).toBe('#modeling?definition=2251799813685249');
    expect(deployedVersionAsked(deployedVersionHref('2251799813685249'))).toBe('2251799813685249');
  });

  it('should ask nothing of another area, without a key, or with a key that is no key', () => {
    expect(deployedVersionAsked('#modeling')).toBeNull();
    expect(deployedVersionAsked('#operations/definitions?definition=1')).toBeNull();
    expect(deployedVersionAsked('#modeling?definition=abc')).toBeNull();
  });
});
