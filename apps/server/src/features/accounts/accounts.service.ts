import { eq } from 'drizzle-orm';
import {
  effectiveBusinessCategory,
  generateBusinessUsername,
  type SignUp,
} from '@aebro/shared/accounts';
import { users } from '../../db/schema/auth';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { Auth } from '../auth/auth';
import {
  insertProfile,
  isUsernameTaken,
  type NewProfileRow,
} from '../profiles/profiles.repository';

export const usernameTakenMessage =
  'This username is already taken. Please choose a different username.';
const verificationCallback = '/complete-profile';

function profileFor(input: SignUp, userId: string, username: string): NewProfileRow {
  if (input.accountType === 'community') {
    return {
      id: userId,
      username,
      fullName: input.fullName,
      accountType: 'community',
      languagePreference: input.language,
    };
  }
  return {
    id: userId,
    username,
    fullName: input.businessName,
    businessName: input.businessName,
    accountType: 'business',
    isVerified: false,
    location: input.businessLocation,
    businessCategory: effectiveBusinessCategory(input.businessCategory, input.customCategory),
    bio: input.businessDescription ?? null,
    businessEmail: input.businessEmail,
    website: input.website,
    socialMedia: input.socialMedia,
    languagePreference: input.language,
  };
}

async function pickBusinessUsername(db: Database, businessName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = generateBusinessUsername(businessName);
    if (candidate.length >= 3 && !(await isUsernameTaken(db, candidate))) return candidate;
  }
  throw new AppError(
    'CONFLICT',
    409,
    'Could not find a free username for this business. Please try again.',
  );
}

function isUniqueViolation(error: unknown): boolean {
  const describe = (value: unknown): string =>
    value instanceof Error
      ? `${value.message} ${describe(value.cause)}`
      : typeof value === 'string'
        ? value
        : '';
  const code = (error as { body?: { code?: unknown } }).body?.code;
  return (
    code === 'USERNAME_IS_ALREADY_TAKEN' ||
    /duplicate key|unique constraint|already taken/i.test(describe(error))
  );
}

/**
 * Creates a member or business account (SPEC §3): the Better Auth user, then the profile from the
 * sign-up metadata, then the verification e-mail in the person's language. An address that already
 * has an account gets the same answer (no enumeration) and its owner an e-mail instead.
 */
export async function signUp(auth: Auth, db: Database, input: SignUp): Promise<void> {
  const username =
    input.accountType === 'community'
      ? input.username
      : await pickBusinessUsername(db, input.businessName);
  if (input.accountType === 'community' && (await isUsernameTaken(db, username))) {
    throw new AppError('USERNAME_TAKEN', 409, usernameTakenMessage);
  }
  const name = input.accountType === 'community' ? input.fullName : input.businessName;

  let userId: string;
  try {
    const result = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name,
        username,
        callbackURL: verificationCallback,
      },
    });
    userId = result.user.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN', 409, usernameTakenMessage);
    throw error;
  }

  // For a known address Better Auth answers with a made-up user that is not in the database.
  const [created] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!created) return;

  try {
    await insertProfile(db, profileFor(input, userId, username));
  } catch (error) {
    if (isUniqueViolation(error)) {
      await db.delete(users).where(eq(users.id, userId));
      throw new AppError('USERNAME_TAKEN', 409, usernameTakenMessage);
    }
    throw error;
  }
  await auth.api.sendVerificationEmail({
    body: { email: input.email, callbackURL: verificationCallback },
  });
}
