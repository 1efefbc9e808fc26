-- Ge'ez-aware search at 1,000,000 posts (issue 18): run on a database where migration 0012's functions
-- exist (psql -v posts=1000000 -f bench/search/search.sql). Builds a posts-like table whose bodies mix
-- Amharic and English words, the same indexes as posts (public, newest first; trigram on
-- aebro_search_text(body)), and times the /posts search query for rare, medium and common words.
\set ON_ERROR_STOP on
\timing on
drop table if exists search_posts;
create table search_posts (
  id uuid primary key default gen_random_uuid(),
  body text not null,
  audience text not null,
  created_at timestamptz not null
);
-- 400 words: 200 frequent ones and 200 rarer ones (names), in both scripts.
create temp table words as
  select n, w from unnest(array[
    'ሰላም','selam','እንኳን','ደስ','አለዎት','ቡና','buna','coffee','ጤፍ','teff','injera','እንጀራ','community','ማህበረሰብ',
    'ዛሬ','today','ነገ','tomorrow','ቤተሰብ','family','ጓደኛ','friends','ሥራ','work','ትምህርት','school','ቤተክርስቲያን','church',
    'መስጊድ','mosque','በዓል','holiday','ገና','genna','ጥምቀት','timkat','መስቀል','meskel','ዕንቁጣጣሽ','enkutatash','ሙዚቃ','music',
    'ኳስ','football','ሩጫ','running','ዜና','news','ፎቶ','photo','ቪዲዮ','video','ምግብ','food','ድግስ','party','ሠርግ','wedding',
    'the','and','with','for','our','this','weekend','thanks','all','who','came','see','you','there','great','new','good',
    'ሁሉም','እና','ጋር','ለ','በ','ነው','ነበር','እንዴት','ነህ','ነሽ','አመሰግናለሁ','thank','please','join','us','at','in','on'
  ]) with ordinality as x(w, n);
insert into words
  select 1000 + n, case when n % 2 = 0 then 'ስም' || n else 'Name' || n end from generate_series(1, 200) as n;
insert into words values (2001, 'ዮሐንስ'), (2002, 'Tsehay'), (2003, 'ፊልጶስ');
create temp table word_array as select array_agg(w order by n) as a from words;
insert into search_posts (body, audience, created_at)
  select (select string_agg(a[1 + floor(power(random(), 1.5) * array_length(a, 1))::int + 0 * g], ' ')
          from generate_series(1, 5 + (p % 35)) as g),
         case when random() < 0.2 then 'followers' else 'public' end,
         now() - random() * interval '365 days'
  from word_array, generate_series(1, :posts) as p;
create index search_posts_public_created_idx on search_posts (created_at desc, id desc) where audience = 'public';
set maintenance_work_mem = '512MB';
create index search_posts_search_trgm_idx on search_posts using gin (aebro_search_text(body) gin_trgm_ops);
vacuum analyze search_posts;
select count(*) as posts, pg_size_pretty(pg_relation_size('search_posts')) as heap,
       pg_size_pretty(pg_relation_size('search_posts_search_trgm_idx')) as trigram_index from search_posts;
