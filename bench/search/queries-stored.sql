-- The /posts?q= query (public posts matching, newest first, a page of 21) for a rare name written in
-- the other script, a medium word and a common word: patterns as searchPatterns() makes them.
\set ON_ERROR_STOP on
\timing on
explain (analyze, buffers, costs off) select id from search_posts_stored
  where audience = 'public' and (search_text like '%yohannes%' or search_text like '%yohns%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts_stored
  where audience = 'public' and (search_text like '%ፊሊፖስ%' or search_text like '%flpos%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts_stored
  where audience = 'public' and (search_text like '%timket%' or search_text like '%tmkt%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts_stored
  where audience = 'public' and (search_text like '%ሰላም%' or search_text like '%slm%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts_stored
  where audience = 'public' and (search_text like '%name1%')
  order by created_at desc, id desc limit 21;
