import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VersionHistory } from '@aebro/shared/posts';
import { setCalendarPreference } from '@/lib/calendar-preference';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { PostCard } from './post-card';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  setCalendarPreference('gregorian');
});

const post = testPost({
  body: 'Buna on Sunday',
  editedAt: '2026-11-20T09:30:00.000Z',
  createdAt: '2026-11-19T08:00:00.000Z',
});
const historyUrl = `/api/v1/posts/${post.id}/history`;
const history: VersionHistory = {
  items: [
    {
      body: 'Buna on Sunday',
      audience: 'public',
      writtenAt: '2026-11-20T09:30:00.000Z',
      current: true,
    },
    {
      body: 'Buna on Saturday',
      audience: 'followers',
      writtenAt: '2026-11-19T08:00:00.000Z',
      current: false,
    },
  ],
  nextCursor: null,
};

function openHistory() {
  renderWithApp(<PostCard post={post} />);
  const mark = screen.getByRole('button', { name: 'edited: see the earlier versions' });
  expect(mark.textContent).toBe('edited');
  // A button: reached by Tab and pressed with Enter or Space like any other.
  mark.focus();
  expect(document.activeElement).toBe(mark);
  fireEvent.click(mark);
  return mark;
}

describe('the edit history of a post', () => {
  it('opens from "edited" and lists each version with its time, the current one first', async () => {
    const sent = recordRequests();
    server.use(http.get(historyUrl, () => HttpResponse.json(history)));
    openHistory();

    const dialog = await screen.findByRole('dialog', { name: 'Edit history of the post' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Now');
    expect(items[0]?.textContent).toContain('Buna on Sunday');
    expect(items[1]?.textContent).toContain('Before an edit');
    expect(items[1]?.textContent).toContain('Buna on Saturday');
    expect(items[1]?.textContent).toContain('Followers only');
    const time = items[1]?.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-19T08:00:00.000Z');
    expect(time?.textContent).toMatch(/November 19, 2026/);
    expect(sent).toEqual([{ method: 'GET', path: historyUrl }]);
  });

  it("writes the times in the reader's calendar", async () => {
    setCalendarPreference('ethiopian');
    server.use(http.get(historyUrl, () => HttpResponse.json(history)));
    openHistory();
    const dialog = await screen.findByRole('dialog');
    const items = await within(dialog).findAllByRole('listitem');
    // 19 November 2026 is Hidar 10, 2019 in the Ethiopian calendar.
    expect(items[1]?.querySelector('time')?.textContent).toMatch(/Hidar 10, 2019/);
  });

  it('says when there is no earlier version', async () => {
    server.use(
      http.get(historyUrl, () =>
        HttpResponse.json({ items: history.items.slice(0, 1), nextCursor: null }),
      ),
    );
    openHistory();
    expect(await screen.findByText('No earlier versions')).toBeTruthy();
  });

  it('shows a loading state, then a failure with "Try again" that asks again', async () => {
    let calls = 0;
    server.use(
      http.get(historyUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(apiError('internal', 'boom'), { status: 500 })
          : HttpResponse.json(history);
      }),
    );
    openHistory();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe('Loading…');
    expect(await within(dialog).findByText('The edit history could not be loaded.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Buna on Saturday')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('loads older versions page by page and closes back to the mark', async () => {
    server.use(
      http.get(historyUrl, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? HttpResponse.json({
              items: [
                {
                  body: 'Buna on Friday',
                  audience: 'public',
                  writtenAt: '2026-11-18T08:00:00.000Z',
                  current: false,
                },
              ],
              nextCursor: null,
            })
          : HttpResponse.json({ ...history, nextCursor: 'next' }),
      ),
    );
    const mark = openHistory();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Show older versions' }));
    expect(await within(dialog).findByText('Buna on Friday')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'Show older versions' })).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(mark));
  });
});
