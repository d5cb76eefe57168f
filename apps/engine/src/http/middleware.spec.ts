import { describe, expect, it } from 'vitest';
import { belowPrefix } from './middleware.js';

describe('belowPrefix', () => {
  it('should give the URL below the mount point, its query kept', () => {
    expect(belowPrefix('/auth/realms/baton/protocol/openid-connect/auth?client_id=x', '/auth/realms/baton')).toBe('/protocol/openid-connect/auth?client_id=x');
    expect(belowPrefix('/modeler/assets/index.js', '/modeler')).toBe('/assets/index.js');
  });

  it('should give the root for the mount point itself, with or without a slash or a query', () => {
    expect(belowPrefix('/modeler', '/modeler')).toBe('/');
    expect(belowPrefix('/modeler/', '/modeler')).toBe('/');
    expect(belowPrefix('/modeler?x=1', '/modeler')).toBe('/?x=1');
  });

  it('should match the prefix in any case, as the router does', () => {
    expect(belowPrefix('/Modeler/Index.html', '/modeler')).toBe('/Index.html');
  });

  it('should not match a path that only starts with the same letters, or another path', () => {
    expect(belowPrefix('/modelers', '/modeler')).toBeUndefined();
    expect(belowPrefix('/v2/topology', '/modeler')).toBeUndefined();
    expect(belowPrefix('/v2/x?next=/modeler/', '/modeler')).toBeUndefined();
  });
});
