/** oidc-provider's own in-memory store, imported directly so that choosing it is not warned about as an accident. */
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterFactory } from 'oidc-provider';
  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
