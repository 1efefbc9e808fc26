import { cities, type City } from '@aebro/shared/cities';
import type { Language } from '@aebro/shared/language';

/**
 * Places in the interface language: the 35 cities, their countries, the locations people store
 * (the English "Washington, DC, USA" a city suggestion writes) and time zones. English and Amharic
 * time zone names come from Intl; Chromium has no Tigrinya data, so Tigrinya names come from the
 * table here (and Intl only where a browser knows Tigrinya and the zone is not in the table).
 */

const countryNames: Record<City['country'], Record<Language, string>> = {
  US: { en: 'USA', am: 'አሜሪካ', ti: 'ኣመሪካ' },
  CA: { en: 'Canada', am: 'ካናዳ', ti: 'ካናዳ' },
  GB: { en: 'UK', am: 'እንግሊዝ', ti: 'እንግሊዝ' },
  ET: { en: 'Ethiopia', am: 'ኢትዮጵያ', ti: 'ኢትዮጵያ' },
};

export function cityById(id: string | null | undefined): City | undefined {
  return id ? cities.find((city) => city.id === id) : undefined;
}

/** The city's own name: "Silver Spring", "ሲልቨር ስፕሪንግ", "መቐለ". */
export function cityName(city: City, language: Language): string {
  if (language === 'am') return city.nameAm;
  if (language === 'ti') return city.nameTi;
  return city.name;
}

/**
 * The city with its country: "Silver Spring, MD, USA" (the text stored for a city, see
 * `englishCityLabel`), "ሲልቨር ስፕሪንግ፣ አሜሪካ", "ዋሽንግተን ዲሲ፣ ኣመሪካ".
 */
export function cityLabel(city: City, language: Language): string {
  if (language === 'en') return englishCityLabel(city);
  const name = city.region === 'DC' ? `${cityName(city, language)} ዲሲ` : cityName(city, language);
  return `${name}፣ ${countryNames[city.country][language]}`;
}

/** The text stored for a city: "Silver Spring, MD, USA", "Addis Ababa, Ethiopia". */
export function englishCityLabel(city: City): string {
  const parts = [city.name];
  if (city.region && city.region !== city.name && city.country !== 'ET' && city.country !== 'GB')
    parts.push(city.region);
  parts.push(countryNames[city.country].en);
  return parts.join(', ');
}

/**
 * The city a stored location names: its English label as a suggestion writes it, else a text that
 * starts with one of its names ("Washington DC", "ዋሽንግተን"); null for anything else.
 */
export function cityOfLocation(location: string | null | undefined): City | null {
  const text = location?.trim().toLowerCase();
  if (!text) return null;
  const exact = cities.find((city) => englishCityLabel(city).toLowerCase() === text);
  if (exact) return exact;
  return (
    cities.find(
      (city) =>
        text.startsWith(city.name.toLowerCase()) ||
        text.startsWith(city.nameAm) ||
        text.startsWith(city.nameTi),
    ) ?? null
  );
}

/** A stored location in the reader's language when it is one of the cities' labels; else as written. */
export function locationText(location: string, language: Language): string {
  if (language === 'en') return location;
  const text = location.trim().toLowerCase();
  const city = cities.find((candidate) => englishCityLabel(candidate).toLowerCase() === text);
  return city ? cityLabel(city, language) : location;
}

// ---------- Time zones ----------

/** Tigrinya names of the cities' time zones (and of the Horn's), as a reader says them. */
const tigrinyaZones: Record<string, string> = {
  'America/New_York': 'ግዜ ምብራቕ ኣመሪካ',
  'America/Toronto': 'ግዜ ምብራቕ ኣመሪካ',
  'America/Chicago': 'ግዜ ማእከል ኣመሪካ',
  'America/Winnipeg': 'ግዜ ማእከል ኣመሪካ',
  'America/Denver': 'ግዜ ጎቦታት ኣመሪካ',
  'America/Edmonton': 'ግዜ ጎቦታት ኣመሪካ',
  'America/Phoenix': 'ግዜ ጎቦታት ኣመሪካ',
  'America/Los_Angeles': 'ግዜ ፓሲፊክ',
  'America/Vancouver': 'ግዜ ፓሲፊክ',
  'Europe/London': 'ግዜ ብሪጣንያ',
  'Africa/Addis_Ababa': 'ግዜ ምብራቕ ኣፍሪቃ',
  'Africa/Asmara': 'ግዜ ምብራቕ ኣፍሪቃ',
  'Africa/Nairobi': 'ግዜ ምብራቕ ኣፍሪቃ',
};

/** Zone cities that are not among the 35 cities, by language. */
const zoneCities: Record<string, Record<Language, string>> = {
  'America/Chicago': { en: 'Chicago', am: 'ቺካጎ', ti: 'ቺካጎ' },
  'Africa/Asmara': { en: 'Asmara', am: 'አስመራ', ti: 'ኣስመራ' },
  'Africa/Nairobi': { en: 'Nairobi', am: 'ናይሮቢ', ti: 'ናይሮቢ' },
};

function intlLocale(language: Language): string {
  return language === 'am' ? 'am-ET' : language;
}

/** Whether this browser's Intl has data for the language (Chromium has none for Tigrinya). */
function intlKnows(language: Language): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
}

function intlZoneName(
  zone: string,
  locale: string,
  style: 'short' | 'longGeneric' | 'shortOffset',
  at: Date,
): string | null {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? null
    );
  } catch {
    return null; // a zone this browser does not know
  }
}

/**
 * A time zone's name as a reader says it: "Eastern Time", "ምስራቃዊ ሰዓት አቆጣጠር", "ግዜ ምብራቕ ኣመሪካ";
 * for a zone Tigrinya has no name for here, its offset ("ጂ ኤም ቲ+1").
 */
export function timeZoneName(zone: string, language: Language, at = new Date()): string {
  if (language === 'ti') {
    const own = tigrinyaZones[zone];
    if (own) return own;
    if (intlKnows('ti')) return intlZoneName(zone, 'ti', 'longGeneric', at) ?? zone;
    // The offset, written as Amharic's CLDR data writes it ("ጂ ኤም ቲ+1").
    return (intlZoneName(zone, 'en', 'shortOffset', at) ?? zone).replace(/^GMT/, 'ጂ ኤም ቲ');
  }
  return intlZoneName(zone, intlLocale(language), 'longGeneric', at) ?? zone;
}

/**
 * The zone after an event's times: the short name where the language has one ("EST", "ጂ ኤም ቲ-5"),
 * the name in brackets in Tigrinya ("(ግዜ ምብራቕ ኣመሪካ)").
 */
export function timeZoneAfterTime(zone: string, language: Language, at: Date): string {
  if (language === 'ti') return `(${timeZoneName(zone, 'ti', at)})`;
  return intlZoneName(zone, intlLocale(language), 'short', at) ?? zone;
}

/** The city a zone is named after, in the reader's language ("New York", "ኒው ዮርክ"), if known. */
function zoneCity(zone: string, language: Language): string | null {
  const extra = zoneCities[zone];
  if (extra) return extra[language];
  // Only Area/City names end in a city ("Etc/UTC" does not).
  const segment =
    /^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//.test(zone)
      ? (zone.split('/').pop()?.replaceAll('_', ' ') ?? '')
      : '';
  const city = cities.find(
    (candidate) => candidate.timeZone === zone && candidate.name === segment,
  );
  if (city) return cityName(city, language);
  return language === 'en' && segment ? segment : null;
}

/** The minutes a zone is ahead of UTC at an instant (for ordering zones west to east). */
function offsetMinutes(zone: string, at: Date): number {
  const text = intlZoneName(zone, 'en', 'shortOffset', at) ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Time zones for a select, west to east: "New York — Eastern Time", "ኒው ዮርክ — ምስራቃዊ ሰዓት አቆጣጠር",
 * "ኒው ዮርክ — ግዜ ምብራቕ ኣመሪካ" (Intl's names may hold brackets of their own: "Pacific Time
 * (Canada)"); the value stays the IANA name.
 */
export function timeZoneOptions(
  zones: readonly string[],
  language: Language,
  at = new Date(),
): Array<{ value: string; label: string }> {
  return [...new Set(zones)]
    .map((zone) => {
      const name = timeZoneName(zone, language, at);
      const city = zoneCity(zone, language);
      return {
        value: zone,
        label: city ? `${city} — ${name}` : name,
        offset: offsetMinutes(zone, at),
      };
    })
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, intlLocale(language)))
    .map(({ value, label }) => ({ value, label }));
}
