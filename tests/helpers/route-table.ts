import type { ApplicationServices } from '#src/composition/application-services.ts';
import { createApp } from '#src/http/app.ts';
import routes from '../../web/routes.ts';

/** A route of the server: its method and its path with `:name` parameters. */
export interface RouteEntry {
  method: string;
  path: string;
}

/** Services no route's construction may call: every property is another such object, every call fails. */
function unreachable(): ApplicationServices {
  const handler: ProxyHandler<() => never> = {
    get: (_target, key) => (key === 'then' ? undefined : new Proxy(() => unreachable(), handler)),
    apply: () => {
      throw new Error('a service was called while the route table was read');
    },
  };
  return new Proxy(() => unreachable(), handler) as unknown as ApplicationServices;
}

interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

/** Every route the Express app declares (the BFF, /api/v1, the staff's API), read from its router. */
export function expressRoutes(): RouteEntry[] {
  const app = createApp({ services: unreachable(), pages: (_req, res) => void res.status(404).end() }) as unknown as {
    router: { stack: StackLayer[] };
  };
  const found: RouteEntry[] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const [method, declared] of Object.entries(layer.route.methods))
          if (declared && method !== '_all') found.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}` });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk(app.router.stack, '');
  return found;
}

interface PageRoute {
  path?: string;
  children?: PageRoute[];
}

/** Every page path of web/routes.ts, in full (`:lang/quote/:id`, …). */
export function pagePaths(): string[] {
  const paths: string[] = [];
  const walk = (entries: PageRoute[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
      if (entry.path !== undefined || !entry.children) paths.push(path || '/');
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as PageRoute[], '');
  return [...new Set(paths)];
}
