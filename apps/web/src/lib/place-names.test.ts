import { describe, expect, it } from 'vitest';
import { cities } from '@aebro/shared/cities';
import {
  cityById,
  cityLabel,
  cityName,
  cityOfLocation,
  englishCityLabel,
  locationText,
  timeZoneAfterTime,
  timeZoneName,
  timeZoneOptions,
} from './place-names';

const winter = new Date('2026-12-05T23:30:00Z');

describe('city names', () => {
  it("every city has its names in Ge'ez script for Amharic and Tigrinya", () => {
    for (const city of cities) {
      expect(city.nameAm).toMatch(/^[\u1200-\u137F ]+$/);
      expect(city.nameTi).toMatch(/^[\u1200-\u137F ]+$/);
    }
  });

  it('read in the language, with the country', () => {
    const mekelle = cityById('mekelle')!;
    expect(cityName(mekelle, 'en')).toBe('Mekelle');
    expect(cityName(mekelle, 'am')).toBe('መቀሌ');
    expect(cityName(mekelle, 'ti')).toBe('መቐለ');
    const washington = cityById('washington-dc')!;
    expect(cityLabel(washington, 'en')).toBe('Washington, DC, USA');
    expect(cityLabel(washington, 'am')).toBe('ዋሽንግተን ዲሲ፣ አሜሪካ');
    expect(cityLabel(washington, 'ti')).toBe('ዋሽንግተን ዲሲ፣ ኣመሪካ');
    expect(cityLabel(cityById('london-uk')!, 'ti')).toBe('ለንደን፣ እንግሊዝ');
  });

  it('a stored location reads in the language when it is a city, as written otherwise', () => {
    expect(locationText('Washington, DC, USA', 'am')).toBe('ዋሽንግተን ዲሲ፣ አሜሪካ');
    expect(locationText('addis ababa, ethiopia', 'ti')).toBe('ኣዲስ ኣበባ፣ ኢትዮጵያ');
    expect(locationText('Washington, DC, USA', 'en')).toBe('Washington, DC, USA');
    expect(locationText('Asmara, Eritrea', 'ti')).toBe('Asmara, Eritrea');
  });

  it('a location names its city by its label or a name it starts with', () => {
    expect(cityOfLocation('Silver Spring, MD, USA')?.id).toBe('silver-spring-md');
    expect(cityOfLocation('Washington DC')?.id).toBe('washington-dc');
    expect(cityOfLocation('መቐለ')?.id).toBe('mekelle');
    expect(cityOfLocation('Somewhere else')).toBeNull();
    expect(cityOfLocation(null)).toBeNull();
    for (const city of cities) expect(cityOfLocation(englishCityLabel(city))?.id).toBe(city.id);
  });
});

describe('time zones', () => {
  it('are named in Tigrinya from our own table, never with an English abbreviation', () => {
    expect(timeZoneName('America/New_York', 'ti', winter)).toBe('ግዜ ምብራቕ ኣመሪካ');
    expect(timeZoneName('Africa/Addis_Ababa', 'ti', winter)).toBe('ግዜ ምብራቕ ኣፍሪቃ');
    expect(timeZoneAfterTime('America/New_York', 'ti', winter)).toBe('(ግዜ ምብራቕ ኣመሪካ)');
    expect(timeZoneAfterTime('America/New_York', 'en', winter)).toBe('EST');
    // Every city's zone has a Tigrinya name of ours.
    for (const city of cities)
      expect(timeZoneName(city.timeZone, 'ti', winter)).toMatch(/^[\u1200-\u137F ]+$/);
  });

  it('are offered by city and name, west to east, with their IANA values', () => {
    const zones = ['Africa/Addis_Ababa', 'America/New_York', 'America/Los_Angeles'];
    expect(timeZoneOptions(zones, 'en', winter)).toEqual([
      { value: 'America/Los_Angeles', label: 'Los Angeles — Pacific Time' },
      { value: 'America/New_York', label: 'New York — Eastern Time' },
      { value: 'Africa/Addis_Ababa', label: 'Addis Ababa — East Africa Time' },
    ]);
    expect(timeZoneOptions(['America/Chicago'], 'ti', winter)).toEqual([
      { value: 'America/Chicago', label: 'ቺካጎ — ግዜ ማእከል ኣመሪካ' },
    ]);
    expect(timeZoneOptions(['America/New_York'], 'am', winter)[0]?.label).toMatch(
      /^ኒው ዮርክ — [\u1200-\u137F ]+$/,
    );
  });
});
