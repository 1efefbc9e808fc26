import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';

/** Where the browser's API types live (generated; checked in so that typecheck needs no build). */
export const apiTypesFile = path.resolve(
  import.meta.dirname,
  '../../../web/src/lib/api-schema.d.ts',
);

const header = `/**
 * The HTTP API's types, generated from the server's OpenAPI document (the routes' zod schemas) by
 * \`npm run api:types\` (the build runs it too). Do not edit: change the route and regenerate.
 */
`;

/** The OpenAPI document of the app as built, without a database (nothing connects until asked). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-api-types-'));
  const app = await buildApp(
    {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' }),
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      authSecret: 'x'.repeat(32),
      vapidKeys: { publicKey: 'x', privateKey: 'x' },
      version: '0.0.0',
    },
    { webDistDir: path.join(dataDir, 'none'), startJobs: false },
  );
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript source of the API types for a document (its version and servers left out). */
export async function apiTypesSource(document: Record<string, unknown>): Promise<string> {
  const { servers: _servers, ...rest } = document;
  const info = { ...(rest.info as object), version: '' };
  const ast = await openapiTS({ ...rest, info } as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
  });
  return `${header}\n${astToString(ast)}`;
}
