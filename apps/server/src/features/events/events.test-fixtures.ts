import { localDateTime } from '@aebro/shared/events';

/** A wall-clock time `days` from now at `hour`:`minute` in a zone ("YYYY-MM-DDTHH:mm"). */
export function localIn(
  days: number,
  hour: number,
  timeZone = 'America/New_York',
  minute = 0,
): string {
  const date = localDateTime(new Date(Date.now() + days * 24 * 60 * 60_000), timeZone).slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A valid event form (tomorrow evening in Washington), with changes. */
export function eventInput(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Coffee ceremony and conversation',
    description: 'An evening of buna, stories and music.',
    category: 'community_culture',
    online: false,
    city: 'washington-dc',
    address: '1234 U Street NW',
    onlineUrl: null,
    startsAt: localIn(1, 18),
    endsAt: localIn(1, 21),
    timeZone: 'America/New_York',
    capacity: null,
    coverKey: null,
    communityId: null,
    ...changes,
  };
}
