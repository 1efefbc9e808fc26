import { deletedMemberName, deletedUsernamePrefix } from '@aebro/shared/display-name';
import { randomBytes, randomUUID } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  myDataLimits,
  type AccountDeletionInput,
  type AccountDeletionState,
  type DataExportState,
} from '@aebro/shared/my-data';
import type { Context, Platform } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { formatMailDate } from '../../platform/mail/dates';
import { keyOfUrl } from '../../platform/storage/storage';
import { confirmTwoFactorCode, endAllSessions, forgetCredentials } from '../auth/auth.service';
import { addressee } from '../profiles/profiles.service';
import { renderMyDataEmail, type MyDataEmailKind } from './my-data-emails';
import { canDownloadExport, mayDeleteAccount } from './my-data.policy';
import {
  cancelDeletionRow,
  exportData,
  exportsOf,
  findDeletion,
  findExport,
  forgetExportFile,
  insertExport,
  latestExport,
  markExportFailed,
  markExportReady,
  mediaKeysOf,
  purgeRows,
  recentExport,
  upsertDeletion,
  type DataExportRow,
} from './my-data.repository';
import './my-data.events';

const day = 24 * 60 * 60 * 1000;

function downloadPath(id: string): string {
  return `/api/v1/me/data-export/${id}/file`;
}

function toState(row: DataExportRow | null, now: Date): DataExportState {
  const nextAllowed =
    row && row.status !== 'failed'
      ? new Date(row.createdAt.getTime() + myDataLimits.exportEveryHours * 60 * 60 * 1000)
      : null;
  const expired = row?.status === 'ready' && (!row.expiresAt || row.expiresAt <= now);
  return {
    status: !row ? 'none' : expired ? 'expired' : row.status,
    id: row?.id ?? null,
    requestedAt: row?.createdAt.toISOString() ?? null,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    downloadUrl: row?.status === 'ready' && !expired ? downloadPath(row.id) : null,
    bytes: row?.bytes ?? null,
    nextAllowedAt: nextAllowed && nextAllowed > now ? nextAllowed.toISOString() : null,
  };
}

async function sendMyDataEmail(
  ctx: Platform,
  userId: string,
  to: string,
  kind: MyDataEmailKind,
  path: string,
  date: Date | null,
): Promise<void> {
  const { name, language, reader } = await addressee(ctx, userId);
  const url = new URL(path, ctx.config.publicUrl).toString();
  await ctx.mailer.send(
    await renderMyDataEmail(
      kind,
      language,
      to,
      name ?? to.split('@')[0] ?? '',
      url,
      date ? formatMailDate(date, language, reader) : '',
    ),
  );
}

// ---------- Export ----------

export async function getExportState(ctx: Context): Promise<DataExportState> {
  return toState(await latestExport(ctx.db, ctx.viewer.id), new Date());
}

/** Asks for a new export (one a day; a failed one may be asked again at once). */
export async function requestExport(ctx: Context): Promise<DataExportState> {
  const now = new Date();
  const since = new Date(now.getTime() - myDataLimits.exportEveryHours * 60 * 60 * 1000);
  const recent = await recentExport(ctx.db, ctx.viewer.id, since);
  if (recent)
    throw new AppError(
      'EXPORT_TOO_SOON',
      429,
      'You can ask for a copy of your data once a day. Please try again later.',
    );
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertExport(tx, ctx.viewer.id);
    await ctx.jobs.enqueue(
      tx,
      'my-data.export',
      { exportId: created.id },
      { singletonKey: created.id },
    );
    return created;
  });
  return toState(row, now);
}

/** The zip, for its owner only, while it is valid. */
export async function downloadExport(
  ctx: Context,
  id: string,
): Promise<{ data: Buffer; filename: string }> {
  const row = await findExport(ctx.db, id);
  const verdict = row ? canDownloadExport(ctx.viewer, row, new Date()) : 'not-found';
  if (!row || verdict === 'not-found') throw notFound('This download does not exist.');
  if (verdict === 'expired')
    throw new AppError(
      'EXPORT_EXPIRED',
      410,
      'This download has expired. Ask for a new copy in Settings.',
    );
  const data = row.storageKey ? await ctx.storage.getPrivate(row.storageKey) : null;
  if (!data) throw notFound('This download does not exist.');
  return { data, filename: `aebro-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

const readme = `Your data on Aebro
==================

account.json        your account: e-mail, when it was made, two-step verification on or off
profile.json        your profile and settings
posts.json          your posts; comments.json your comments (each with what it said before your
                    edits); likes.json and saves.json
polls.json          the polls of your posts (options and their counts) and your own votes
drafts.json         your drafts and scheduled posts (not published yet)
follows.json        who you follow and who follows you (as id and username)
messages.json       the messages you sent; conversations.json your conversations and their members (id and username)
communities.json    communities you belong to or made
events.json         events you organised, your RSVPs and saved events
payments.json       your payments
services.json       your listings, requests you made or received, reviews and replies you wrote
reports.json        reports you made (what and why)
safety.json         people you blocked or muted
media/              the pictures you uploaded: your profile photo or logo, and those of your
                    posts, messages, events, communities and listings
`;

/** The job: gathers everything, zips it with the media, stores it privately, e-mails the link. */
export async function buildExport(ctx: Platform, exportId: string): Promise<void> {
  const row = await findExport(ctx.db, exportId);
  if (!row || row.status !== 'preparing') return;
  try {
    const data = await exportData(ctx.db, row.userId);
    const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 2)}\n`);
    const files: Zippable = {
      'README.txt': strToU8(readme),
      'account.json': json(data.account),
      'profile.json': json(data.profile),
      'posts.json': json(data.posts),
      'comments.json': json(data.comments),
      'polls.json': json(data.polls),
      'drafts.json': json(data.drafts),
      'likes.json': json(data.likes),
      'saves.json': json(data.saves),
      'follows.json': json(data.follows),
      'messages.json': json(data.messages),
      'conversations.json': json(data.conversations),
      'communities.json': json(data.communities),
      'events.json': json(data.events),
      'payments.json': json(data.payments),
      'services.json': json(data.services),
      'reports.json': json(data.reports),
      'safety.json': json(data.safety),
    };
    // Every picture they uploaded: those attached to posts, messages, events, communities and
    // listings (the uploads), and the profile photo or business logo, kept apart as its URL.
    const keys = new Set(data.media.map(({ key }) => key));
    const avatar = keyOfUrl(ctx.storage, data.profile?.avatarUrl);
    if (avatar) keys.add(avatar);
    const media: Record<string, Uint8Array> = {};
    for (const key of keys) {
      const bytes = await ctx.storage.get(key);
      if (bytes) media[key] = bytes;
    }
    // Pictures are compressed already: stored as they are.
    files.media = [media, { level: 0 }];
    const zip = Buffer.from(zipSync(files, { level: 6 }));
    const storageKey = `exports/${row.userId}/${randomUUID()}.zip`;
    await ctx.storage.putPrivate(storageKey, zip, 'application/zip');
    const expiresAt = new Date(Date.now() + myDataLimits.exportValidDays * day);
    await ctx.db.transaction(async (tx) => {
      await markExportReady(tx, row.id, { storageKey, bytes: zip.length, expiresAt });
      await ctx.jobs.enqueue(
        tx,
        'my-data.export-expiry',
        { exportId: row.id },
        { startAfter: expiresAt, singletonKey: row.id },
      );
    });
    if (data.account)
      await sendMyDataEmail(
        ctx,
        row.userId,
        data.account.email,
        'export_ready',
        downloadPath(row.id),
        expiresAt,
      );
  } catch (error) {
    ctx.log.error({ err: error, exportId }, 'the data export failed');
    await markExportFailed(ctx.db, row.id);
    const { email } = (await exportData(ctx.db, row.userId).catch(() => null))?.account ?? {};
    if (email)
      await sendMyDataEmail(ctx, row.userId, email, 'export_failed', '/settings/account', null);
  }
}

/** The job at an export's expiry: its file goes (the row stays, saying it expired). */
export async function expireExport(ctx: Platform, exportId: string): Promise<void> {
  const row = await findExport(ctx.db, exportId);
  if (!row?.storageKey || (row.expiresAt && row.expiresAt > new Date())) return;
  await ctx.storage.deletePrivate(row.storageKey);
  await forgetExportFile(ctx.db, row.id);
}

// ---------- Deletion ----------

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
