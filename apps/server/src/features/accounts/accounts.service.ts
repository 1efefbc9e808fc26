import { randomUUID } from 'node:crypto';
import {
  effectiveBusinessCategory,
  generateBusinessUsername,
  type SignUp,
} from '@aebro/shared/accounts';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createProfile, usernameTaken, type NewProfileRow } from '../profiles/profiles.service';
import {
  findEmailByUserId,
  findUserIdByEmail,
  insertUserWithPassword,
} from './accounts.repository';
import './accounts.events';

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

async function pickBusinessUsername(ctx: Platform, businessName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = generateBusinessUsername(businessName);
    if (candidate.length >= 3 && !(await usernameTaken(ctx, candidate))) return candidate;
  }
  throw new AppError(
    'CONFLICT',
    409,
    'Could not find a free username for this business. Please try again.',
  );
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

export async function isUsernameAvailable(ctx: Platform, username: string): Promise<boolean> {
  return !(await usernameTaken(ctx, username));
}

/**
 * Creates a member or business account (SPEC §3): the user, its password and its profile in one
 * transaction, with the verification e-mail queued in it (sent after the answer). An address that already has an
 * account gets the same answer after the same work (the password is hashed either way, so timing
 * does not tell), and its owner an e-mail instead.
 */
export async function signUp(ctx: Platform, input: SignUp): Promise<void> {
  const username =
    input.accountType === 'community'
      ? input.username
      : await pickBusinessUsername(ctx, input.businessName);
  if (input.accountType === 'community' && (await usernameTaken(ctx, username)))
    throw new AppError('USERNAME_TAKEN', 409, usernameTakenMessage);
  const email = input.email.toLowerCase();
  const passwordHash = await ctx.identity.hashPassword(input.password);

  const repeated = async (userId: string) =>
    await ctx.events.transaction(ctx.db, async (tx) => {
      await ctx.events.publish(tx, 'account.sign-up-repeated', { userId, email });
    });
  const existing = await findUserIdByEmail(ctx.db, email);
  if (existing) {
    await repeated(existing);
    return;
  }
  const userId = randomUUID();
  const name = input.accountType === 'community' ? input.fullName : input.businessName;
  try {
    await ctx.events.transaction(ctx.db, async (tx) => {
      await insertUserWithPassword(tx, { id: userId, email, name, username, passwordHash });
      await createProfile({ ...ctx, db: tx }, profileFor(input, userId, username));
      await ctx.events.publish(tx, 'account.created', {
        userId,
        email,
        callbackPath: verificationCallback,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same address signed up a moment ago: answer as for any existing address.
    const raced = await findUserIdByEmail(ctx.db, email);
    if (raced) {
      await repeated(raced);
      return;
    }
    throw new AppError('USERNAME_TAKEN', 409, usernameTakenMessage);
  }
}

/** Where an area's e-mail to this account goes (its sign-in address); null for an unknown id. */
export async function accountEmail(ctx: Platform, userId: string): Promise<string | null> {
  return await findEmailByUserId(ctx.db, userId);
}
