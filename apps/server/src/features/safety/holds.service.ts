import type { z } from 'zod';
import {
  domainAndParents,
  duplicateKey,
  holdLimits,
  linkedDomains,
  type BlockedDomain,
  type blockedDomainCreateSchema,
  type HoldReason,
  type HoldWord,
  type holdWordCreateSchema,
} from '@aebro/shared/holds';
import { mutedWordPatterns } from '@aebro/shared/notification-filters';
import type { Context } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  blockedAmong,
  blockedDomainRows,
  countBlockedDomains,
  countHoldWords,
  deleteBlockedDomain,
  deleteHoldWord,
  holdWordRows,
  insertBlockedDomain,
  insertHoldWord,
  matchingHoldWord,
  type HoldWordRow,
} from './holds.repository';
import { holdsForReview } from './trust.service';
import { textsSince } from './trust.repository';

/*
 * Issue 37, hold for review. A post or comment about to be written is held (seen by its writer
 * only until an admin approves it) when it holds a site-wide hold word or one of its community's,
 * links to a blocked domain, repeats the writer's own text too often in a short time, or (posts) is
 * a link in a new account's first posts. The callers (posts, comments) check who may change the
 * lists: site admins the site's, a community's admins their community's.
 */

/**
 * Why a write would be held, or null when it goes out. `communityId` is the community it is
 * written in (a comment: its post's community).
 */
export async function holdReasonFor(
  ctx: Context,
  write: { kind: 'post' | 'comment'; body: string; communityId: string | null },
): Promise<HoldReason | null> {
  const word = await matchingHoldWord(ctx.db, write.body, write.communityId);
  if (word) return word.community ? 'community_word' : 'word';
  const domains = linkedDomains(write.body).flatMap(domainAndParents);
  if ((await blockedAmong(ctx.db, domains)).length > 0) return 'blocked_domain';
  if (await repeatsItself(ctx, write.body)) return 'duplicate';
  if (write.kind === 'post' && (await holdsForReview(ctx, write.body))) return 'new_account_link';
  return null;
}

/** The same text (duplicateKey) written this often by the viewer within the window, counting this one. */
async function repeatsItself(ctx: Context, body: string): Promise<boolean> {
  const key = duplicateKey(body);
  if (key === '') return false;
  const { count, minutes } = ctx.config.trust.duplicates;
  const since = new Date(Date.now() - minutes * 60 * 1000);
  const earlier = (await textsSince(ctx.db, ctx.viewer.id, since)).filter(
    (text) => duplicateKey(text.body) === key,
  );
  return earlier.length + 1 >= count;
}

function toHoldWord(row: HoldWordRow): HoldWord {
  return {
    id: row.id,
    phrase: row.phrase,
    wholeWord: row.wholeWord,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The site's hold words (`communityId` null) or a community's keyword filter. */
export async function listHoldWords(ctx: Context, communityId: string | null): Promise<HoldWord[]> {
  return (await holdWordRows(ctx.db, communityId)).map(toHoldWord);
}

export async function addHoldWord(
  ctx: Context,
  communityId: string | null,
  input: z.output<typeof holdWordCreateSchema>,
): Promise<HoldWord> {
  if ((await countHoldWords(ctx.db, communityId)) >= holdLimits.wordsPerList)
    throw badRequest(`A list holds at most ${holdLimits.wordsPerList} words.`);
  const row = await insertHoldWord(ctx.db, {
    communityId,
    phrase: input.phrase,
    wholeWord: input.wholeWord,
    patterns: mutedWordPatterns(input.phrase, input.wholeWord),
    createdBy: ctx.viewer.id,
  });
  if (!row) throw conflict('This word is on the list already.');
  return toHoldWord(row);
}

export async function removeHoldWord(
  ctx: Context,
  communityId: string | null,
  id: string,
): Promise<void> {
  if (!(await deleteHoldWord(ctx.db, communityId, id)))
    throw notFound('This word is not on the list.');
}

export async function listBlockedDomains(ctx: Context): Promise<BlockedDomain[]> {
  return (await blockedDomainRows(ctx.db)).map((row) => ({
    id: row.id,
    domain: row.domain,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function addBlockedDomain(
  ctx: Context,
  input: z.output<typeof blockedDomainCreateSchema>,
): Promise<BlockedDomain> {
  if ((await countBlockedDomains(ctx.db)) >= holdLimits.domains)
    throw badRequest(`The list holds at most ${holdLimits.domains} domains.`);
  const row = await insertBlockedDomain(ctx.db, { domain: input.domain, createdBy: ctx.viewer.id });
  if (!row) throw conflict('This domain is on the list already.');
  return { id: row.id, domain: row.domain, createdAt: row.createdAt.toISOString() };
}

export async function removeBlockedDomain(ctx: Context, id: string): Promise<void> {
  if (!(await deleteBlockedDomain(ctx.db, id))) throw notFound('This domain is not on the list.');
}
