import { describe, expect, it } from 'vitest';
import { cities } from '@aebro/shared/cities';
import { cityLabel, suggestCities } from './city-suggestions';

describe('suggestCities', () => {
  it('offers at most 8 of the 35 cities', () => {
    expect(cities).toHaveLength(35);
    expect(suggestCities('a').length).toBe(8);
    expect(suggestCities('')).toEqual([]);
  });

  it('matches English and Amharic names, names that start with the text first', () => {
    expect(suggestCities('silver').map(cityLabel)).toEqual(['Silver Spring, MD, USA']);
    expect(suggestCities('አዲስ').map(cityLabel)).toEqual(['Addis Ababa, Ethiopia']);
    expect(suggestCities('to')[0]?.name).toBe('Toronto');
  });

  it('matches Tigrinya names and other spellings, as the other search boxes do', () => {
    expect(suggestCities('ኣትላንታ').map(cityLabel)).toEqual(['Atlanta, GA, USA']);
    expect(suggestCities('መቐለ').map(cityLabel)).toEqual(['Mekelle, Ethiopia']);
    expect(suggestCities('mekele').map(cityLabel)).toEqual(['Mekelle, Ethiopia']);
    // Another spelling of ድሬ; what only sounds alike further in a name comes after.
    expect(suggestCities('ዲሬ')[0]?.id).toBe('dire-dawa');
  });

  it('labels cities the way they are stored', () => {
    expect(suggestCities('london').map(cityLabel)).toEqual(['London, UK']);
    expect(suggestCities('toronto').map(cityLabel)).toEqual(['Toronto, ON, Canada']);
  });
});
