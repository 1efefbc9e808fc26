import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@aebro/shared/drafts';
import DraftsPage from '@/routes/drafts';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';

/* "Drafts & scheduled" (issue 36): loading, empty, failed with "Try again", the list and its actions. */

beforeAll(setUpTexts);
afterEach(cleanup);

const session = {
  user: { id: 'me' },
  profile: { id: 'me', username: 'abebe', fullName: 'Abebe', timeZone: 'Africa/Addis_Ababa' },
};

const scheduled: Draft = {
  id: 'd1',
  state: 'scheduled',
  body: 'Melkam Timket!',
  images: [],
  audience: 'public',
  community: null,
  poll: null,
  scheduledAt: '2027-01-19T03:00:00.000Z',
  publishFailed: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('the Drafts & scheduled screen', () => {
  it('says what to do when there is nothing, and offers "Try again" when the list fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(session)),
      http.get('/api/v1/drafts', () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
          : HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    renderWithApp(<DraftsPage />);
    expect(await screen.findByText('Your drafts could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No drafts or scheduled posts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a post' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows when a scheduled post goes out in both calendars; cancels it; deletes after confirming', async () => {
    let items: Draft[] = [scheduled];
    const calls: string[] = [];
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(session)),
      http.get('/api/v1/drafts', () => HttpResponse.json({ items, nextCursor: null })),
      http.delete('/api/v1/drafts/d1/schedule', () => {
        calls.push('cancel');
        items = [{ ...scheduled, state: 'draft', scheduledAt: null }];
        return HttpResponse.json(items[0]);
      }),
      http.delete('/api/v1/drafts/d1', () => {
        calls.push('delete');
        items = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<DraftsPage />);
    const card = await screen.findByRole('article', { name: 'Melkam Timket!' });
    expect(
      await within(card).findByText(/Goes out January 19, 2027.*6:00.*Tir 11, 2019/),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/drafts/d1',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText('Draft')).toBeTruthy();
    expect(calls).toEqual(['cancel']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No drafts or scheduled posts')).toBeTruthy();
    expect(calls).toEqual(['cancel', 'delete']);
  });
});
