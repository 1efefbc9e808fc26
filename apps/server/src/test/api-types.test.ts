import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, apiTypesSource, openApiDocument } from './api-types';

describe("the browser's API types", () => {
  it('are generated from the routes as they are (run `npm run api:types` after changing one)', async () => {
    const fresh = await apiTypesSource(await openApiDocument());
    expect(
      fs.readFileSync(apiTypesFile, 'utf8') === fresh,
      'apps/web/src/lib/api-schema.d.ts is stale',
    ).toBe(true);
  });
});
