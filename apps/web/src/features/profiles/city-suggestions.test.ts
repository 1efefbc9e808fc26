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

  it('labels cities the way they are stored', () => {
    expect(suggestCities('london').map(cityLabel)).toEqual(['London, UK']);
    expect(suggestCities('toronto').map(cityLabel)).toEqual(['Toronto, ON, Canada']);
  });
});
