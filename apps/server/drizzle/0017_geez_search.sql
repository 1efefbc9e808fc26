-- custom: search that understands Ge'ez and Latin spellings (issue 18).
-- aebro_search_text(text) = aebro_search_fold(text) || ' | ' || aebro_search_key(text): the text in lower
-- case with the Ge'ez letters that sound the same folded together, and its Latin phonetic key
-- (ሰላም, Selam and salam are all "slm"). The functions are generated from packages/shared/src/geez-search.ts
-- (searchSql()); a test requires this file to hold exactly that output and both to agree.
CREATE OR REPLACE FUNCTION aebro_search_fold(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE f text; s text;
BEGIN
  f := lower(input);
  IF f ~ '[ሀ-፿]' THEN
    f := translate(f, 'ሐሑሒሓሔሕሖሗኀኁኂኃኄኅኆኇሠሡሢሣሤሥሦሧዐዑዒዓዔዕዖፀፁፂፃፄፅፆፇቐቑቒቓቔቕቖቘቚቛቜቝሃኣ', 'ሀሁሂሀሄህሆሇሀሁሂሀሄህሆሇሰሱሲሳሴስሶሷአኡኢአኤእኦጸጹጺጻጼጽጾጿቀቁቂቃቄቅቆቈቊቋቌቍሀአ');
  END IF;
  RETURN f;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aebro_search_key(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE f text; s text;
BEGIN
  s := input;
  s := lower(s);
  IF s ~ '[^\x01-\x7f]' THEN
    s := translate(s, 'àáâãäåèéêëìíîïòóôõöùúûüçñýÿəɨ', 'aaaaaaeeeeiiiiooooouuuucnyyei');
  END IF;
  IF s ~ '[ሀ-፿]' THEN
    s := regexp_replace(s, '([ሀሄለሌሐሔመሜሠሤረሬሰሴሸሼቀቄቐቔበቤቨቬተቴቸቼኀኄነኔኘኜአኤኧከኬኸኼወዌዐዔዘዜዠዤየዬደዴዸዼጀጄገጌጘጜጠጤጨጬጰጴጸጼፀፄፈፌፐፔቈቌቘቜኈኌኰኴዀዄጐጔ])', '\1e', 'g');
    s := regexp_replace(s, '([ሁሉሑሙሡሩሱሹቁቑቡቩቱቹኁኑኙኡኩኹዉዑዙዡዩዱዹጁጉጙጡጩጱጹፁፉፑ])', '\1u', 'g');
    s := regexp_replace(s, '([ሂሊሒሚሢሪሲሺቂቒቢቪቲቺኂኒኚኢኪኺዊዒዚዢዪዲዺጂጊጚጢጪጲጺፂፊፒቊቚኊኲዂጒ])', '\1i', 'g');
    s := regexp_replace(s, '([ሃሇላሏሓሗማሟሣሧራሯሳሷሻሿቃቇቓባቧቫቯታቷቻቿኃኇናኗኛኟኣካኯኻዋዏዓዛዟዣዧያዯዳዷዻዿጃጇጋጏጛጟጣጧጫጯጳጷጻጿፃፇፋፏፓፗቋቛኋኳዃጓፘፙፚ])', '\1a', 'g');
    s := regexp_replace(s, '([ሆሎሖሞሦሮሶሾቆቖቦቮቶቾኆኖኞኦኮኾዎዖዞዦዮዶዾጆጎጞጦጮጶጾፆፎፖ])', '\1o', 'g');
    s := regexp_replace(s, '([ሇሏሗሟሧሯሷሿቇቧቯቷቿኇኗኟኯዏዟዧዯዷዿጇጏጟጧጯጷጿፇፏፗቈቊቋቌቍቘቚቛቜቝኈኊኋኌኍኰኲኳኴኵዀዂዃዄዅጐጒጓጔጕ])', '\1w', 'g');
    s := regexp_replace(s, '([ኘኙኚኛኜኝኞኟፘፙፚ])', '\1y', 'g');
    s := translate(s, '፠፡።፣፤፥፦፧፨ሀሁሂሃሄህሆሇለሉሊላሌልሎሏሐሑሒሓሔሕሖሗመሙሚማሜምሞሟሠሡሢሣሤሥሦሧረሩሪራሬርሮሯሰሱሲሳሴስሶሷሸሹሺሻሼሽሾሿቀቁቂቃቄቅቆቇቐቑቒቓቔቕቖበቡቢባቤብቦቧቨቩቪቫቬቭቮቯተቱቲታቴትቶቷቸቹቺቻቼችቾቿኀኁኂኃኄኅኆኇነኑኒናኔንኖኗኘኙኚኛኜኝኞኟከኩኪካኬክኮኯኸኹኺኻኼኽኾወዉዊዋዌውዎዏዘዙዚዛዜዝዞዟዠዡዢዣዤዥዦዧየዩዪያዬይዮዯደዱዲዳዴድዶዷዸዹዺዻዼዽዾዿጀጁጂጃጄጅጆጇገጉጊጋጌግጎጏጘጙጚጛጜጝጞጟጠጡጢጣጤጥጦጧጨጩጪጫጬጭጮጯጰጱጲጳጴጵጶጷጸጹጺጻጼጽጾጿፀፁፂፃፄፅፆፇፈፉፊፋፌፍፎፏፐፑፒፓፔፕፖፗቈቊቋቌቍቘቚቛቜቝኈኊኋኌኍኰኲኳኴኵዀዂዃዄዅጐጒጓጔጕፘፙፚአኡኢኣኤእኦኧዐዑዒዓዔዕዖ', '         HHHHHHHHLLLLLLLLHHHHHHHHMMMMMMMMSSSSSSSSRRRRRRRRSSSSSSSSXXXXXXXXKKKKKKKKKKKKKKKBBBBBBBBVVVVVVVVTTTTTTTTCCCCCCCCHHHHHHHHNNNNNNNNNNNNNNNNKKKKKKKKHHHHHHHWWWWWWWWZZZZZZZZZZZZZZZZYYYYYYYYDDDDDDDDDDDDDDDDJJJJJJJJGGGGGGGGGGGGGGGGTTTTTTTTCCCCCCCCPPPPPPPPQQQQQQQQQQQQQQQQFFFFFFFFPPPPPPPPKKKKKKKKKKHHHHHKKKKKHHHHHGGGGGRMF');
  END IF;
  s := translate(s, 'q', 'k');
  s := regexp_replace(s, 'c(?!h)', 'k', 'g');
  s := regexp_replace(s, 'ch', 'c', 'g');
  s := regexp_replace(s, 'sh', 'x', 'g');
  s := regexp_replace(s, 'ph', 'f', 'g');
  s := regexp_replace(s, 't[sz]', 'q', 'g');
  s := regexp_replace(s, 'ai', 'ay', 'g');
  s := lower(s);
  s := regexp_replace(s, '([b-df-hj-np-tv-z])\1+', '\1', 'g');
  s := translate(s, 'aei', '');
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  RETURN btrim(s);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aebro_search_text(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE f text; s text;
BEGIN
  f := lower(input);
  IF f ~ '[ሀ-፿]' THEN
    f := translate(f, 'ሐሑሒሓሔሕሖሗኀኁኂኃኄኅኆኇሠሡሢሣሤሥሦሧዐዑዒዓዔዕዖፀፁፂፃፄፅፆፇቐቑቒቓቔቕቖቘቚቛቜቝሃኣ', 'ሀሁሂሀሄህሆሇሀሁሂሀሄህሆሇሰሱሲሳሴስሶሷአኡኢአኤእኦጸጹጺጻጼጽጾጿቀቁቂቃቄቅቆቈቊቋቌቍሀአ');
  END IF;
  s := input;
  s := lower(s);
  IF s ~ '[^\x01-\x7f]' THEN
    s := translate(s, 'àáâãäåèéêëìíîïòóôõöùúûüçñýÿəɨ', 'aaaaaaeeeeiiiiooooouuuucnyyei');
  END IF;
  IF s ~ '[ሀ-፿]' THEN
    s := regexp_replace(s, '([ሀሄለሌሐሔመሜሠሤረሬሰሴሸሼቀቄቐቔበቤቨቬተቴቸቼኀኄነኔኘኜአኤኧከኬኸኼወዌዐዔዘዜዠዤየዬደዴዸዼጀጄገጌጘጜጠጤጨጬጰጴጸጼፀፄፈፌፐፔቈቌቘቜኈኌኰኴዀዄጐጔ])', '\1e', 'g');
    s := regexp_replace(s, '([ሁሉሑሙሡሩሱሹቁቑቡቩቱቹኁኑኙኡኩኹዉዑዙዡዩዱዹጁጉጙጡጩጱጹፁፉፑ])', '\1u', 'g');
    s := regexp_replace(s, '([ሂሊሒሚሢሪሲሺቂቒቢቪቲቺኂኒኚኢኪኺዊዒዚዢዪዲዺጂጊጚጢጪጲጺፂፊፒቊቚኊኲዂጒ])', '\1i', 'g');
    s := regexp_replace(s, '([ሃሇላሏሓሗማሟሣሧራሯሳሷሻሿቃቇቓባቧቫቯታቷቻቿኃኇናኗኛኟኣካኯኻዋዏዓዛዟዣዧያዯዳዷዻዿጃጇጋጏጛጟጣጧጫጯጳጷጻጿፃፇፋፏፓፗቋቛኋኳዃጓፘፙፚ])', '\1a', 'g');
    s := regexp_replace(s, '([ሆሎሖሞሦሮሶሾቆቖቦቮቶቾኆኖኞኦኮኾዎዖዞዦዮዶዾጆጎጞጦጮጶጾፆፎፖ])', '\1o', 'g');
    s := regexp_replace(s, '([ሇሏሗሟሧሯሷሿቇቧቯቷቿኇኗኟኯዏዟዧዯዷዿጇጏጟጧጯጷጿፇፏፗቈቊቋቌቍቘቚቛቜቝኈኊኋኌኍኰኲኳኴኵዀዂዃዄዅጐጒጓጔጕ])', '\1w', 'g');
    s := regexp_replace(s, '([ኘኙኚኛኜኝኞኟፘፙፚ])', '\1y', 'g');
    s := translate(s, '፠፡።፣፤፥፦፧፨ሀሁሂሃሄህሆሇለሉሊላሌልሎሏሐሑሒሓሔሕሖሗመሙሚማሜምሞሟሠሡሢሣሤሥሦሧረሩሪራሬርሮሯሰሱሲሳሴስሶሷሸሹሺሻሼሽሾሿቀቁቂቃቄቅቆቇቐቑቒቓቔቕቖበቡቢባቤብቦቧቨቩቪቫቬቭቮቯተቱቲታቴትቶቷቸቹቺቻቼችቾቿኀኁኂኃኄኅኆኇነኑኒናኔንኖኗኘኙኚኛኜኝኞኟከኩኪካኬክኮኯኸኹኺኻኼኽኾወዉዊዋዌውዎዏዘዙዚዛዜዝዞዟዠዡዢዣዤዥዦዧየዩዪያዬይዮዯደዱዲዳዴድዶዷዸዹዺዻዼዽዾዿጀጁጂጃጄጅጆጇገጉጊጋጌግጎጏጘጙጚጛጜጝጞጟጠጡጢጣጤጥጦጧጨጩጪጫጬጭጮጯጰጱጲጳጴጵጶጷጸጹጺጻጼጽጾጿፀፁፂፃፄፅፆፇፈፉፊፋፌፍፎፏፐፑፒፓፔፕፖፗቈቊቋቌቍቘቚቛቜቝኈኊኋኌኍኰኲኳኴኵዀዂዃዄዅጐጒጓጔጕፘፙፚአኡኢኣኤእኦኧዐዑዒዓዔዕዖ', '         HHHHHHHHLLLLLLLLHHHHHHHHMMMMMMMMSSSSSSSSRRRRRRRRSSSSSSSSXXXXXXXXKKKKKKKKKKKKKKKBBBBBBBBVVVVVVVVTTTTTTTTCCCCCCCCHHHHHHHHNNNNNNNNNNNNNNNNKKKKKKKKHHHHHHHWWWWWWWWZZZZZZZZZZZZZZZZYYYYYYYYDDDDDDDDDDDDDDDDJJJJJJJJGGGGGGGGGGGGGGGGTTTTTTTTCCCCCCCCPPPPPPPPQQQQQQQQQQQQQQQQFFFFFFFFPPPPPPPPKKKKKKKKKKHHHHHKKKKKHHHHHGGGGGRMF');
  END IF;
  s := translate(s, 'q', 'k');
  s := regexp_replace(s, 'c(?!h)', 'k', 'g');
  s := regexp_replace(s, 'ch', 'c', 'g');
  s := regexp_replace(s, 'sh', 'x', 'g');
  s := regexp_replace(s, 'ph', 'f', 'g');
  s := regexp_replace(s, 't[sz]', 'q', 'g');
  s := regexp_replace(s, 'ai', 'ay', 'g');
  s := lower(s);
  s := regexp_replace(s, '([b-df-hj-np-tv-z])\1+', '\1', 'g');
  s := translate(s, 'aei', '');
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  RETURN f || ' | ' || btrim(s);
END $$;
--> statement-breakpoint
-- People and communities are now searched through stored `search_text` columns (migration 0018, generated
-- as aebro_search_text(…) and trigram-indexed): the old expression indexes go.
DROP INDEX IF EXISTS "profiles_search_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "communities_search_trgm_idx";
