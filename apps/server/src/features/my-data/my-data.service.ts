import { randomUUID } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { myDataLimits, type DataExportState } from '@aebro/shared/my-data';
import type { Context, Platform } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { keyOfUrl } from '../../platform/storage/storage';
import { sendMyDataEmail } from './my-data-mail';
import { canDownloadExport } from './my-data.policy';
import {
  exportData,
  findExport,
  forgetExportFile,
  insertExport,
  latestExport,
  markExportFailed,
  markExportReady,
  recentExport,
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
events.json         events you organised, the repeat rules of your repeating events (series),
                    your RSVPs and saved events
payments.json       your payments
services.json       your listings, requests you made or received, reviews and replies you wrote
reports.json        reports you made (what and why)
safety.json         people you blocked or muted
account-status.json your trust level, the moderators' decisions about your account (strikes) with
                    your appeals, the words you muted and who may send you notifications
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
      'account-status.json': json(data.standing),
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
