import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@aebro/shared/drafts';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { Composer } from './composer';
import { testSession } from './test-post';

/* The composer's "Save draft" and "Schedule" (issue 36). */

beforeAll(setUpTexts);
afterEach(cleanup);

const session = testSession({ timeZone: 'Africa/Addis_Ababa' });

const draft = (over: Partial<Draft> = {}): Draft => ({
  id: 'd1',
  state: 'draft',
  body: 'Selam',
  images: [],
  audience: 'public',
  community: null,
  poll: null,
  scheduledAt: null,
  publishFailed: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  ...over,
});

/** The session and the drafts route; returns the bodies sent to POST /drafts. */
function serve(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session)),
    http.post('/api/v1/drafts', async ({ request }) => {
      const body = (await request.json()) as { scheduledAt: string | null };
      sent.push(body);
      return HttpResponse.json(
        draft({ scheduledAt: body.scheduledAt, state: body.scheduledAt ? 'scheduled' : 'draft' }),
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('Composer: drafts and scheduling', () => {
  it('keeps what is written as a draft, poll included, and starts afresh', async () => {
    const sent = serve();
    renderWithApp(<Composer />);
    fireEvent.change(screen.getByLabelText('Write a post'), { target: { value: 'Buna?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Poll' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), {
      target: { value: 'Yes' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved to your drafts.')).toBeTruthy();
    expect(sent).toEqual([
      {
        body: 'Buna?',
        imageKeys: [],
        audience: 'public',
        poll: { options: ['Yes', ''], multiple: false, hours: 24 },
        scheduledAt: null,
      },
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Write a post').value).toBe('');
    expect(screen.getByRole('link', { name: 'Drafts & scheduled' }).getAttribute('href')).toBe(
      '/drafts',
    );
  });

  it('schedules for a day picked in the Ethiopian calendar at a time in the member’s zone', async () => {
    const sent = serve();
    renderWithApp(<Composer />);
    fireEvent.change(screen.getByLabelText('Write a post'), {
      target: { value: 'Melkam Timket!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // The member's zone, from their profile, named under the picker.
    expect(await screen.findByText(/East Africa Time/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Ethiopian' }));
    const year = screen.getByLabelText<HTMLSelectElement>('Year');
    // Tir 11 of next Ethiopian year, 06:00 in Addis Ababa.
    const next = year.options[year.options.length - 1]?.value ?? '';
    fireEvent.change(year, { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '06:00' } });
    expect(screen.getByText(/Tir 11/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(
      await screen.findByText('Scheduled. It will be posted at the time you picked.'),
    ).toBeTruthy();
    const [body] = sent as Array<{ body: string; scheduledAt: string }>;
    expect(body?.body).toBe('Melkam Timket!');
    // Tir 11 is 19 or 20 January; 06:00 in Addis Ababa (UTC+3) is 03:00 UTC.
    expect(body?.scheduledAt).toMatch(/^\d{4}-01-(19|20)T03:00:00\.000Z$/);
  });

  it('refuses a time that has passed, under the picker, without sending anything', async () => {
    const sent = serve();
    renderWithApp(<Composer />);
    fireEvent.change(screen.getByLabelText('Write a post'), { target: { value: 'Late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // The picker loads when Schedule is pressed.
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(
      await screen.findByText('Pick a time in the future, at most a year from now.'),
    ).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(0));
  });
});
