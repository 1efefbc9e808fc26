import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config';

/** The OpenAPI document is generated from the routes' zod schemas: JSON at /api/docs/json. */
export async function registerOpenApi(
  app: FastifyInstance,
  config: ServerConfig,
  version: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aebro API',
        description:
          'The HTTP API of Aebro, the community platform for the Habesha diaspora. Errors are always `{ "error": { "code", "message" } }`.',
        version,
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'system', description: 'Health and development helpers' },
        {
          name: 'accounts',
          description:
            'Sign-up, username availability and the session (sign-in itself is Better Auth at /api/auth)',
        },
        { name: 'profiles', description: 'Profiles' },
        { name: 'connections', description: 'Following, followers and people search' },
        { name: 'posts', description: 'Posts, the feeds, comments, likes, saves and photos' },
        { name: 'notifications', description: 'My notifications' },
        {
          name: 'settings',
          description: 'Privacy switches, notification preferences and presence',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
