import { describe, expect, it } from 'vitest';
import { validationMessages } from '@aebro/shared/validation-messages';
import authEn from './locales/auth.en.json';

describe('validation texts', () => {
  it('the English texts are exactly the shared validation messages the server answers with', () => {
    const english = Object.fromEntries(
      Object.entries(authEn.validation).map(([key, text]) => [`validation.${key}`, text]),
    );
    expect(english).toEqual(validationMessages);
  });
});
