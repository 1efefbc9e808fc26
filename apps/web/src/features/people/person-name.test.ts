import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setUpTexts } from '@/test/render';
import { handle, personName } from './person-name';

const member = {
  accountType: 'community',
  businessName: null,
  businessCategory: null,
  fullName: 'Selam Tesfaye',
  username: 'selam',
} as const;
const business = {
  accountType: 'business',
  businessName: 'Abol Coffee',
  businessCategory: 'coffee_shop',
  fullName: 'Abol Coffee LLC',
  username: 'abol_x1',
} as const;

beforeAll(setUpTexts);

describe('personName (SPEC §3)', () => {
  it('shows a member by their full name, else their username', () => {
    expect(personName(member, i18next.t)).toBe('Selam Tesfaye');
    expect(personName({ ...member, fullName: '  ' }, i18next.t)).toBe('selam');
  });

  it('shows a business by its business name in place of a personal name', () => {
    expect(personName(business, i18next.t)).toBe('Abol Coffee');
  });

  it('shows a business without a business name by its category, translated and without the emoji', () => {
    expect(personName({ ...business, businessName: null }, i18next.t)).toBe('Coffee Shop');
    expect(
      personName({ ...business, businessName: null, businessCategory: 'Henna artist' }, i18next.t),
    ).toBe('Henna artist');
  });

  it('falls back to the full name, then the username, for a business with neither', () => {
    expect(personName({ ...business, businessName: null, businessCategory: null }, i18next.t)).toBe(
      'Abol Coffee LLC',
    );
    expect(
      personName(
        { ...business, businessName: null, businessCategory: null, fullName: null },
        i18next.t,
      ),
    ).toBe('abol_x1');
  });

  it('writes a username as a handle', () => {
    expect(handle('selam')).toBe('@selam');
  });
});
