-- custom: a city's names (English and Amharic, packages/shared/src/cities.ts) for event and service
-- search, so "Addis Ababa", "addis" and "አዲስ አበባ" find what is there; '' for none or an unknown id.
-- A test checks it against the shared list.
CREATE OR REPLACE FUNCTION aebro_city_search_name(city text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE city
    WHEN 'washington-dc' THEN 'Washington ዋሽንግተን'
    WHEN 'silver-spring-md' THEN 'Silver Spring ሲልቨር ስፕሪንግ'
    WHEN 'alexandria-va' THEN 'Alexandria አሌክሳንድሪያ'
    WHEN 'arlington-va' THEN 'Arlington አርሊንግተን'
    WHEN 'boston-ma' THEN 'Boston ቦስተን'
    WHEN 'new-york-ny' THEN 'New York ኒው ዮርክ'
    WHEN 'philadelphia-pa' THEN 'Philadelphia ፊላደልፊያ'
    WHEN 'atlanta-ga' THEN 'Atlanta አትላንታ'
    WHEN 'columbus-oh' THEN 'Columbus ኮሎምበስ'
    WHEN 'minneapolis-mn' THEN 'Minneapolis ሚኒያፖሊስ'
    WHEN 'dallas-tx' THEN 'Dallas ዳላስ'
    WHEN 'houston-tx' THEN 'Houston ሂውስተን'
    WHEN 'denver-co' THEN 'Denver ዴንቨር'
    WHEN 'phoenix-az' THEN 'Phoenix ፊኒክስ'
    WHEN 'seattle-wa' THEN 'Seattle ሲያትል'
    WHEN 'los-angeles-ca' THEN 'Los Angeles ሎስ አንጀለስ'
    WHEN 'oakland-ca' THEN 'Oakland ኦክላንድ'
    WHEN 'san-jose-ca' THEN 'San Jose ሳን ሆዜ'
    WHEN 'san-diego-ca' THEN 'San Diego ሳን ዲዬጎ'
    WHEN 'las-vegas-nv' THEN 'Las Vegas ላስ ቬጋስ'
    WHEN 'toronto-on' THEN 'Toronto ቶሮንቶ'
    WHEN 'ottawa-on' THEN 'Ottawa ኦታዋ'
    WHEN 'calgary-ab' THEN 'Calgary ካልጋሪ'
    WHEN 'edmonton-ab' THEN 'Edmonton ኤድመንተን'
    WHEN 'winnipeg-mb' THEN 'Winnipeg ዊኒፔግ'
    WHEN 'vancouver-bc' THEN 'Vancouver ቫንኩቨር'
    WHEN 'london-uk' THEN 'London ለንደን'
    WHEN 'birmingham-uk' THEN 'Birmingham በርሚንግሃም'
    WHEN 'manchester-uk' THEN 'Manchester ማንቸስተር'
    WHEN 'addis-ababa' THEN 'Addis Ababa አዲስ አበባ'
    WHEN 'bahir-dar' THEN 'Bahir Dar ባሕር ዳር'
    WHEN 'gondar' THEN 'Gondar ጎንደር'
    WHEN 'hawassa' THEN 'Hawassa ሀዋሳ'
    WHEN 'mekelle' THEN 'Mekelle መቀሌ'
    WHEN 'dire-dawa' THEN 'Dire Dawa ድሬ ዳዋ'
    ELSE ''
  END
$$;--> statement-breakpoint
-- The services' search now reads services.search_text (below).
DROP INDEX IF EXISTS "services_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aebro_search_text(title || ' ' || description || ' ' || address || ' ' || aebro_city_search_name(city))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aebro_search_text(title || ' ' || description || ' ' || aebro_city_search_name(city))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_text_trgm_idx" ON "services" USING gin ("search_text" gin_trgm_ops);