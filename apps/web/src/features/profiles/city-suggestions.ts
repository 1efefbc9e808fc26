import { cities, type City } from '@aebro/shared/cities';

/** SPEC §9: location search shows at most 8 suggestions. */
const maxCitySuggestions = 8;

const countryNames: Record<City['country'], string> = {
  US: 'USA',
  CA: 'Canada',
  GB: 'UK',
  ET: 'Ethiopia',
};

/** The text stored for a city: "Silver Spring, MD, USA", "Addis Ababa, Ethiopia". */
export function cityLabel(city: City): string {
  const parts = [city.name];
  if (city.region && city.region !== city.name && city.country !== 'ET' && city.country !== 'GB')
    parts.push(city.region);
  parts.push(countryNames[city.country]);
  return parts.join(', ');
}

function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Cities whose English or Amharic name (or label) contains what was typed; names that start with it first. */
export function suggestCities(query: string, limit = maxCitySuggestions): City[] {
  const needle = normalise(query);
  if (needle === '') return [];
  const scored: Array<{ city: City; score: number }> = [];
  for (const city of cities) {
    const names = [normalise(city.name), normalise(city.nameAm), normalise(cityLabel(city))];
    if (names.some((name) => name.startsWith(needle))) scored.push({ city, score: 0 });
    else if (names.some((name) => name.includes(needle))) scored.push({ city, score: 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ city }) => city);
}
