import type { Poll } from '@aebro/shared/polls';
import type { Executor } from '../../platform/db/client';
import { pollRowsFor, type PollRow } from './polls.repository';

/**
 * A poll as one viewer sees it: the counts only once they voted or the poll closed; their own
 * choices, never anyone else's (votes are private: counts only).
 */
export function toPoll(row: PollRow, now: Date = new Date()): Poll {
  const closed = row.closesAt.getTime() <= now.getTime();
  const resultsVisible = closed || row.myChoices.length > 0;
  return {
    multiple: row.multiple,
    closesAt: row.closesAt.toISOString(),
    closed,
    resultsVisible,
    totalVoters: row.totalVoters,
    options: row.options.map((option) => ({
      id: option.id,
      text: option.text,
      votes: resultsVisible ? option.votes : null,
    })),
    myChoices: row.myChoices,
  };
}

/** The polls of these posts (the caller checked the viewer may read them), by post id. */
export async function pollsOf(
  db: Executor,
  viewerId: string,
  postIds: readonly string[],
): Promise<Map<string, Poll>> {
  const rows = await pollRowsFor(db, viewerId, postIds);
  return new Map([...rows].map(([postId, row]) => [postId, toPoll(row)]));
}
