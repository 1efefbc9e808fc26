import fs from 'node:fs';
import { searchSql } from './packages/shared/src/geez-search';
const p = 'apps/server/drizzle/0012_geez_search.sql';
const old = fs.readFileSync(p, 'utf8');
const start = old.indexOf('CREATE OR REPLACE FUNCTION aebro_search_fold');
const end = old.indexOf('\n--> statement-breakpoint\n-- People, communities');
fs.writeFileSync(p, old.slice(0, start) + searchSql() + old.slice(end));
