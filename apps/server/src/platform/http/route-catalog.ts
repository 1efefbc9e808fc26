import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One registered HTTP route, as the authorization matrix and the fuzzer see it. */
export interface CatalogRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Records every route as it is registered (HEAD routes Fastify adds for GET are left out), so that
 * tests can enumerate them: a route without a row in the authorization matrix fails the suite.
 */
export function recordRoutes(app: FastifyInstance): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  return routes;
}
