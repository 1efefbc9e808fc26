import { describe, expect, it } from 'vitest';
import {
  businessSignUpSchema,
  effectiveBusinessCategory,
  generateBusinessUsername,
  memberSignUpSchema,
  signInSchema,
} from './accounts';
import { businessRegistrationSchema } from './profiles';
import { validationMessages } from './validation-messages';

function messagesOf(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.message);
}

const member = {
  accountType: 'community',
  fullName: 'Abebe Kebede',
  username: 'abebe_k',
  email: 'abebe@example.org',
  password: 'Selam2024',
  language: 'en',
};
const business = {
  accountType: 'business',
  email: 'cafe@example.org',
  password: 'Selam2024',
  businessName: 'Habesha Cafe',
  businessCategory: 'coffee_shop',
  businessLocation: 'Washington, DC',
  language: 'en',
};

describe('sign-in (SPEC §5)', () => {
  it('wants an x@y.z e-mail and a password', () => {
    expect(messagesOf(signInSchema.safeParse({ email: 'abebe@example', password: '' }))).toEqual([
      'validation.signInEmailInvalid',
      'validation.passwordRequired',
    ]);
    expect(signInSchema.safeParse({ email: 'abebe@example.org', password: 'x' }).success).toBe(
      true,
    );
  });
});

describe('member sign-up (SPEC §5)', () => {
  it('accepts a valid member and lower-cases the e-mail', () => {
    const parsed = memberSignUpSchema.parse({ ...member, email: 'Abebe@Example.ORG' });
    expect(parsed.email).toBe('abebe@example.org');
  });

  it.each([
    [{ fullName: ' A ' }, 'validation.fullNameMin'],
    [{ username: 'ab' }, 'validation.usernameMin'],
    [{ username: 'abebe.k' }, 'validation.usernameChars'],
    [{ username: 'ሰላም_ዓለም' }, 'validation.usernameChars'],
    [{ email: 'abebe@' }, 'validation.emailInvalid'],
    [{ password: 'Short1' }, 'validation.passwordStrength'],
    [{ password: 'nocapital1' }, 'validation.passwordStrength'],
  ])('refuses %o with %s', (override, key) => {
    expect(messagesOf(memberSignUpSchema.safeParse({ ...member, ...override }))).toContain(key);
  });
});

describe('business sign-up (SPEC §5)', () => {
  it('accepts a valid business; an empty business e-mail becomes null', () => {
    expect(businessSignUpSchema.parse({ ...business, businessEmail: '' }).businessEmail).toBeNull();
  });

  it.each([
    '~',
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '(',
    ')',
    '<',
    '>',
    ':',
    '"',
    '?',
    '/',
    ';',
    "'",
    '`',
    '-',
    '_',
    '+',
    '=',
    '{',
    '}',
    '[',
    ']',
    '|',
    '\\',
  ])('refuses %s in the business name', (char) => {
    expect(
      messagesOf(
        businessSignUpSchema.safeParse({ ...business, businessName: `Cafe ${char} Addis` }),
      ),
    ).toContain('validation.businessNameChars');
  });

  it('needs name, location and category of at least 2, a valid optional e-mail, and a custom category for Other', () => {
    expect(
      messagesOf(businessSignUpSchema.safeParse({ ...business, businessName: ' B ' })),
    ).toContain('validation.businessNameMin');
    expect(
      messagesOf(businessSignUpSchema.safeParse({ ...business, businessLocation: 'X' })),
    ).toContain('validation.businessLocationRequired');
    expect(
      messagesOf(businessSignUpSchema.safeParse({ ...business, businessCategory: '' })),
    ).toContain('validation.businessCategoryRequired');
    expect(
      messagesOf(businessSignUpSchema.safeParse({ ...business, businessEmail: 'nope' })),
    ).toContain('validation.businessEmailInvalid');
    expect(
      messagesOf(
        businessSignUpSchema.safeParse({
          ...business,
          businessCategory: 'other',
          customCategory: 'x',
        }),
      ),
    ).toContain('validation.customCategoryRequired');
    expect(
      businessSignUpSchema.safeParse({
        ...business,
        businessCategory: 'other',
        customCategory: 'Henna art',
      }).success,
    ).toBe(true);
  });

  it('stores the custom category for Other, else the chosen one', () => {
    expect(effectiveBusinessCategory('other', '  Henna art ')).toBe('Henna art');
    expect(effectiveBusinessCategory('coffee_shop', 'ignored')).toBe('coffee_shop');
  });
});

describe('business registration dialog (SPEC §5)', () => {
  const dialog = {
    businessName: 'Habesha Cafe',
    businessCategory: 'coffee_shop',
    location: 'DC',
    businessEmail: 'cafe@example.org',
    bio: 'Fresh coffee every morning.',
  };
  it('checks description length, e-mail and URL', () => {
    expect(
      messagesOf(businessRegistrationSchema.safeParse({ ...dialog, bio: 'Too short' })),
    ).toContain('validation.descriptionMin');
    expect(
      messagesOf(businessRegistrationSchema.safeParse({ ...dialog, bio: 'x'.repeat(501) })),
    ).toContain('validation.descriptionMax');
    expect(
      messagesOf(businessRegistrationSchema.safeParse({ ...dialog, businessEmail: 'nope' })),
    ).toContain('validation.invalidEmailAddress');
    expect(
      messagesOf(businessRegistrationSchema.safeParse({ ...dialog, website: 'ftp://x.org' })),
    ).toContain('validation.urlInvalid');
    expect(businessRegistrationSchema.parse({ ...dialog, website: '' }).website).toBeNull();
  });
});

describe('generateBusinessUsername (SPEC §5)', () => {
  it('lower-cases, turns spaces into underscores, drops other characters, keeps 20, adds 6 random', () => {
    const name = generateBusinessUsername("Abebe's Ethiopian Restaurant & Cafe", () => 0);
    expect(name).toBe('abebes_ethiopian_resaaaaaa');
    expect(generateBusinessUsername('Habesha Coffee House')).toMatch(
      /^habesha_coffee_house[a-z0-9]{6}$/,
    );
    expect(generateBusinessUsername('ሐበሻ ምግብ ቤት')).toMatch(/^__[a-z0-9]{6}$/);
  });
});

describe('validation messages', () => {
  it('are the product texts of SPEC §8', () => {
    expect(validationMessages['validation.fullNameMin']).toBe(
      'Please enter your full name with at least 2 characters.',
    );
    expect(validationMessages['validation.usernameMin']).toBe(
      'Please enter a username with at least 3 characters.',
    );
    expect(validationMessages['validation.usernameChars']).toBe(
      'Username can only contain letters, numbers, and underscores.',
    );
    expect(validationMessages['validation.passwordStrength']).toBe(
      'Password must be at least 8 characters long and include at least one uppercase letter.',
    );
    expect(validationMessages['validation.descriptionMax']).toBe(
      'Description must be 500 characters or less.',
    );
  });
});
