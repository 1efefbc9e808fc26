import { gregorianToEthiopian } from '@aebro/shared/ethiopian-calendar';
import { dateOfIso, isoOf } from '@aebro/shared/recurrence';
import type { Event } from '@aebro/shared/events';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { caller, type TestUser } from '../../test/accounts';
import { settle } from '../../test/test-app';
import { eventInput, localIn } from './events.test-fixtures';
import { occurrencesOf } from './series.repository';

/* Helpers of the repeating events' tests (series.test.ts). */

/** The first date from tomorrow on that is the 12th of an Ethiopian month ("YYYY-MM-DD"). */
export function next12th(): string {
  let date = localIn(1, 0).slice(0, 10);
  while (gregorianToEthiopian(dateOfIso(date)).day !== 12) {
    const { year, month, day } = dateOfIso(date);
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    date = isoOf({
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    });
  }
  return date;
}

/** The dates a calendar shows for a VEVENT (its DTSTART, RRULE and RDATEs, less its EXDATEs). */
export function expand(vevent: ICAL.Component, max = 100): string[] {
  const iterator = new ICAL.RecurExpansion({
    component: vevent,
    dtstart: vevent.getFirstPropertyValue('dtstart') as ICAL.Time,
  });
  const out: string[] = [];
  for (let next = iterator.next(); next && out.length < max; next = iterator.next())
    out.push(next.toString().slice(0, 10));
  return out;
}

export const michael = {
  rule: { kind: 'ethiopian-monthly', day: 12 },
  end: { kind: 'never' },
};

/** Creating a series on the next 12th (a draft and its checkout), paying for it, its rows. */
export function seriesCalls(app: () => FastifyInstance) {
  const call = caller(app);
  async function createSeries(
    owner: TestUser,
    changes: Record<string, unknown> = {},
  ): Promise<{ event: Event; sessionId: string }> {
    const date = next12th();
    const created = await call(
      owner,
      'POST',
      '/api/v1/events',
      eventInput({
        title: 'St Michael coffee',
        startsAt: `${date}T18:00`,
        endsAt: `${date}T20:00`,
        recurrence: michael,
        ...changes,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { event, checkout } = created.json<{ event: Event; checkout: { checkoutUrl: string } }>();
    return { event, sessionId: checkout.checkoutUrl.split('/').pop() ?? '' };
  }
  async function pay(owner: TestUser, sessionId: string): Promise<void> {
    const paid = await call(owner, 'POST', `/api/v1/test-checkout/${sessionId}/pay`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await settle(app());
  }
  async function occurrenceRows(seriesId: string) {
    const rows = await occurrencesOf(app().platform.db, seriesId);
    return rows.map(({ id, occurrenceDate, status }) => ({ id, date: occurrenceDate, status }));
  }
  return { call, createSeries, pay, occurrenceRows };
}
