import { describe, expect, it } from 'vitest';
import { deletedMemberName, displayName, type Nameable } from './display-name';

const member: Nameable = {
  accountType: 'community',
  businessName: null,
  fullName: 'Selam Tesfaye',
  username: 'selam',
};

describe('displayName', () => {
  it('gives a member their full name, else their username', () => {
    expect(displayName(member)).toBe('Selam Tesfaye');
    expect(displayName({ ...member, fullName: '  ' })).toBe('selam');
  });

  it('gives a business its name, else its category in the reader’s words', () => {
    const business: Nameable = {
      ...member,
      accountType: 'business',
      businessName: null,
      businessCategory: 'hair_salon',
    };
    expect(displayName(business)).toBe('hair salon');
    expect(displayName(business, () => 'የፀጉር ቤት')).toBe('የፀጉር ቤት');
    expect(displayName({ ...business, businessName: 'Selam Beauty' })).toBe('Selam Beauty');
  });

  it('names a deleted account in the reader’s words, and only a deleted one', () => {
    const deleted = { ...member, fullName: deletedMemberName, username: 'deleted_1a2b3c4d' };
    expect(displayName(deleted)).toBe('Deleted member');
    expect(displayName(deleted, undefined, 'የተሰረዘ አባል')).toBe('የተሰረዘ አባል');
    // A living member who calls themselves that keeps what they wrote.
    expect(displayName({ ...member, fullName: deletedMemberName }, undefined, 'የተሰረዘ አባል')).toBe(
      'Deleted member',
    );
  });
});
