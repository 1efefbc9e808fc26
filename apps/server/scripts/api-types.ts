// `npm run api:types`: writes apps/web/src/lib/api-schema.d.ts from the server's OpenAPI document.
import fs from 'node:fs';
import { apiTypesFile, apiTypesSource, openApiDocument } from '../src/test/api-types';

const source = await apiTypesSource(await openApiDocument());
fs.writeFileSync(apiTypesFile, source);
process.stdout.write(`wrote ${apiTypesFile}\n`);
