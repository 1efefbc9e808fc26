-- Part 2 (what Aebro does since migration 0014): the search text stored in a generated column and
-- trigram-indexed, so that neither the filter nor the index's recheck recomputes it.
\set ON_ERROR_STOP on
\timing on
drop table if exists search_posts_stored;
set max_parallel_workers_per_gather = 2;
create table search_posts_stored as
  select id, body, audience, created_at, aebro_search_text(body) as search_text from search_posts;
create index search_posts_stored_public_created_idx on search_posts_stored (created_at desc, id desc) where audience = 'public';
set maintenance_work_mem = '512MB';
create index search_posts_stored_trgm_idx on search_posts_stored using gin (search_text gin_trgm_ops);
vacuum analyze search_posts_stored;
select pg_size_pretty(pg_relation_size('search_posts_stored')) as heap,
       pg_size_pretty(pg_relation_size('search_posts_stored_trgm_idx')) as trigram_index;
\i bench/search/queries-stored.sql
