import type { z } from 'zod';
import {
  mutedWordExpiryDays,
  mutedWordLimits,
  mutedWordPatterns,
  type MutedWord,
  type mutedWordCreateSchema,
} from '@aebro/shared/notification-filters';
import type { Context } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import {
  countMutedWords,
  deleteMutedWord,
  insertMutedWord,
  mutedWordRows,
  type MutedWordRow,
} from './muted-words.repository';

/*
 * Issue 37: my muted words (/api/v1/me/muted-words). They are mine alone: the session is the whole
 * check, and a word of someone else's looks missing. The lists apply them in SQL
 * (db/safety-filters.ts `notMutedWordsFor`).
 */

function toMutedWord(row: MutedWordRow): MutedWord {
  return {
    id: row.id,
    phrase: row.phrase,
    wholeWord: row.wholeWord,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMutedWords(ctx: Context): Promise<MutedWord[]> {
  return (await mutedWordRows(ctx.db, ctx.viewer.id)).map(toMutedWord);
}

export async function addMutedWord(
  ctx: Context,
  input: z.output<typeof mutedWordCreateSchema>,
): Promise<MutedWord> {
  if ((await countMutedWords(ctx.db, ctx.viewer.id)) >= mutedWordLimits.perMember)
    throw badRequest(`You can mute at most ${mutedWordLimits.perMember} words.`);
  const days = mutedWordExpiryDays[input.expiresIn];
  const row = await insertMutedWord(ctx.db, {
    userId: ctx.viewer.id,
    phrase: input.phrase,
    wholeWord: input.wholeWord,
    patterns: mutedWordPatterns(input.phrase, input.wholeWord),
    expiresAt: days === null ? null : new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  });
  return toMutedWord(row);
}

export async function removeMutedWord(ctx: Context, id: string): Promise<void> {
  if (!(await deleteMutedWord(ctx.db, ctx.viewer.id, id)))
    throw notFound('This muted word does not exist.');
}
