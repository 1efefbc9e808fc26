import { deletedMemberName, deletedUsernamePrefix } from '@aebro/shared/display-name';
import { randomBytes } from 'node:crypto';
import {
  myDataLimits,
  type AccountDeletionInput,
  type AccountDeletionState,
} from '@aebro/shared/my-data';
import type { Context, Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { confirmTwoFactorCode, endAllSessions, forgetCredentials } from '../auth/auth.service';
import { sendMyDataEmail } from './my-data-mail';
import { mayDeleteAccount } from './my-data.policy';
import {
  cancelDeletionRow,
  exportsOf,
  findDeletion,
  mediaKeysOf,
  purgeRows,
  upsertDeletion,
} from './my-data.repository';

const day = 24 * 60 * 60 * 1000;

/* Deleting an account: a grace period, then the purge job. */

export async function getDeletionState(ctx: Context): Promise<AccountDeletionState> {
  const row = await findDeletion(ctx.db, ctx.viewer.id);
  return {
    scheduled: Boolean(row && !row.purgedAt),
    purgeAfter: row && !row.purgedAt ? row.purgeAfter.toISOString() : null,
  };
}

/**
 * Starts the deletion: the password (or a two-step code) proves it is the owner; every session
 * ends; after the grace period the purge job removes everything personal unless they sign in.
 */
export async function requestDeletion(
  ctx: Context,
  input: AccountDeletionInput,
  headers: Headers,
): Promise<AccountDeletionState> {
  const passwordOk = input.password
    ? await ctx.identity.confirmPassword(headers, input.password)
    : false;
  const codeOk =
    !passwordOk && input.code && ctx.viewer.twoFactorEnabled
      ? await confirmTwoFactorCode(ctx, ctx.viewer.id, headers, input.code)
      : false;
  if (!mayDeleteAccount(ctx.viewer, { passwordOk, codeOk }))
    throw new AppError(
      input.password ? 'INVALID_PASSWORD' : 'INVALID_CODE',
      400,
      input.password ? 'This password is not right.' : 'This code is not right.',
    );
  const purgeAfter = new Date(Date.now() + myDataLimits.deletionGraceDays * day);
  await ctx.db.transaction(async (tx) => {
    const row = await upsertDeletion(tx, ctx.viewer.id, purgeAfter);
    await ctx.jobs.enqueue(
      tx,
      'my-data.purge',
      { userId: ctx.viewer.id },
      { startAfter: purgeAfter, singletonKey: `${ctx.viewer.id}:${row.requestedAt.toISOString()}` },
    );
  });
  await sendMyDataEmail(
    ctx,
    ctx.viewer.id,
    ctx.viewer.email,
    'deletion_scheduled',
    '/auth',
    purgeAfter,
  );
  await endAllSessions(ctx, ctx.viewer.id);
  return { scheduled: true, purgeAfter: purgeAfter.toISOString() };
}

/** Signing in during the grace period cancels the deletion; true when it did. */
export async function cancelDeletionBySignIn(ctx: Platform, userId: string): Promise<boolean> {
  return await cancelDeletionRow(ctx.db, userId);
}

/**
 * The job after the grace period: removes or anonymises everything personal (see purgeRows), then
 * the member's files and sign-in credentials. Does nothing if the deletion was cancelled or is not
 * due yet.
 */
export async function purgeAccount(ctx: Platform, userId: string): Promise<boolean> {
  const mediaKeys = await mediaKeysOf(ctx.db, userId);
  const exports = await exportsOf(ctx.db, userId);
  const tag = randomBytes(4).toString('hex');
  const purged = await purgeRows(ctx.db, userId, {
    username: `${deletedUsernamePrefix}${tag}`,
    email: `deleted-${userId}@deleted.invalid`,
    name: deletedMemberName,
  });
  if (!purged) return false;
  await forgetCredentials(ctx, userId);
  for (const key of mediaKeys)
    await ctx.storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'could not remove a deleted member’s file');
    });
  for (const row of exports)
    if (row.storageKey) await ctx.storage.deletePrivate(row.storageKey).catch(() => undefined);
  return true;
}
