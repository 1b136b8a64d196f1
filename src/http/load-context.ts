import type { ApplicationServices } from '../application/application-services.ts';

/** What page loaders and actions receive as `context`: the application, never an HTTP client. */
export type PageContext = {
  services: ApplicationServices;
  requestId: string;
};

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
