import type { ApplicationServices } from '../application/application-services.ts';

/** What page loaders and actions receive as `context`: the application, never an HTTP client. */
export type PageContext = {
  services: ApplicationServices;
  requestId: string;
  /** the visitor's address (behind TRUST_PROXY, the forwarded one), for per-address limits */
  clientAddress: string;
  /** whether the request came over TLS, so cookies set by pages are Secure */
  secure: boolean;
  /** this response's Content-Security-Policy nonce, for the page's inline scripts ('' when none) */
  cspNonce: string;
};

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
