-- The /posts?q= query (public posts matching, newest first, a page of 21) for a rare name written in
-- the other script, a medium word and a common word: patterns as searchPatterns() makes them.
\set ON_ERROR_STOP on
\timing on
explain (analyze, buffers, costs off) select id from search_posts
  where audience = 'public' and (aebro_search_text(body) like '%yohannes%' or aebro_search_text(body) like '%yohns%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts
  where audience = 'public' and (aebro_search_text(body) like '%ፊሊፖስ%' or aebro_search_text(body) like '%flpos%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts
  where audience = 'public' and (aebro_search_text(body) like '%timket%' or aebro_search_text(body) like '%tmkt%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts
  where audience = 'public' and (aebro_search_text(body) like '%ሰላም%' or aebro_search_text(body) like '%slm%')
  order by created_at desc, id desc limit 21;
explain (analyze, buffers, costs off) select id from search_posts
  where audience = 'public' and (aebro_search_text(body) like '%name1%')
  order by created_at desc, id desc limit 21;
