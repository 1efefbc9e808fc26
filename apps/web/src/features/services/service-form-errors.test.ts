import { createServiceSchema } from '@aebro/shared/services';
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstFieldWithError } from './service-form-errors';

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

function errorsOf(input: unknown) {
  const parsed = createServiceSchema.safeParse(input);
  if (parsed.success) return {};
  return fieldErrors(parsed.error.issues, (field) => `bad ${field}`);
}

describe('the listing form errors', () => {
  it('names each field with a problem once, contact problems by their own field', () => {
    const errors = errorsOf({
      ...valid,
      title: '',
      languages: [],
      contact: { ...valid.contact, email: 'not an address', website: 'nope' },
    });
    expect(errors).toEqual({
      title: 'bad title',
      languages: 'bad languages',
      email: 'bad email',
      website: 'bad website',
    });
  });

  it('moves the focus to the first field with a problem in the order the form shows them', () => {
    expect(firstFieldWithError({ hours: 'x', website: 'y', price: 'z' })).toBe('price');
    expect(firstFieldWithError({})).toBeUndefined();
  });

  it('has nothing to say about a valid listing', () => {
    expect(errorsOf(valid)).toEqual({});
  });
});
