import { createServiceSchema } from '@aebro/shared/services';
import { describe, expect, it } from 'vitest';
import { fieldOf, formFields, formPath } from './service-form-errors';

const valid = {
  title: 'Injera catering',
  category: 'catering',
  description: 'Fresh injera and stews for weddings and holidays, delivered hot.',
  city: 'addis-ababa',
  serviceArea: '',
  price: { kind: 'ask' },
  photos: [],
  contact: { phone: '', email: '', website: '', social: '' },
  languages: ['am'],
  hours: null,
  paused: false,
};

function fieldsOf(input: unknown) {
  const parsed = createServiceSchema.safeParse(input);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => fieldOf(issue.path)))];
}

describe('the listing form errors', () => {
  it('names each field with a problem, contact problems by their own field', () => {
    expect(
      fieldsOf({
        ...valid,
        title: '',
        languages: [],
        price: { kind: 'range', min: 50, max: 20, currency: 'USD' },
        contact: { ...valid.contact, email: 'not an address', website: 'nope' },
      }).sort(),
    ).toEqual(['email', 'languages', 'price', 'title', 'website']);
  });

  it('finds the contact fields inside the contact, the others by their name', () => {
    expect(formPath('email')).toBe('contact.email');
    expect(formPath('price')).toBe('price');
    expect(formFields.indexOf('price')).toBeLessThan(formFields.indexOf('website'));
  });

  it('has nothing to say about a valid listing', () => {
    expect(fieldsOf(valid)).toEqual([]);
  });
});
