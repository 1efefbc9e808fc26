import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '@aebro/shared/polls';
import type { Post } from '@aebro/shared/posts';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { PostCard } from './post-card';
import { formatUntil } from './poll-time';
import { fetchPost, postKeys } from './posts-api';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

const ids = ['1b6b3f0e-8f6e-4a3c-9d61-3f1a2b4c5d01', '1b6b3f0e-8f6e-4a3c-9d61-3f1a2b4c5d02'];

function testPoll(overrides: Partial<Poll> = {}): Poll {
  return {
    multiple: false,
    closesAt: new Date(Date.now() + 3 * 3600_000 + 60_000).toISOString(),
    closed: false,
    resultsVisible: false,
    totalVoters: 3,
    options: [
      { id: ids[0] ?? '', text: 'Bole', votes: null },
      { id: ids[1] ?? '', text: 'Piassa', votes: null },
    ],
    myChoices: [],
    ...overrides,
  };
}

function CachedCard({ id }: { id: string }) {
  const query = useQuery({
    queryKey: postKeys.one(id),
    queryFn: () => fetchPost(id),
    staleTime: Infinity,
  });
  return query.data ? <PostCard post={query.data} /> : null;
}

function renderCached(post: Post) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(postKeys.one(post.id), post);
  return { ...renderWithApp(<CachedCard id={post.id} />, { queryClient }), queryClient };
}

describe('PostPoll', () => {
  it('offers radio buttons, votes, then shows bars with percentages', async () => {
    const post = testPost({ poll: testPoll() });
    let sent: unknown = null;
    server.use(
      http.post(`/api/v1/posts/${post.id}/poll/votes`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          testPoll({
            resultsVisible: true,
            totalVoters: 4,
            options: [
              { id: ids[0] ?? '', text: 'Bole', votes: 3 },
              { id: ids[1] ?? '', text: 'Piassa', votes: 1 },
            ],
            myChoices: [ids[1] ?? ''],
          }),
        );
      }),
    );
    const { queryClient } = renderCached(post);
    expect(screen.getByRole('group', { name: 'Choose one option' })).toBeTruthy();
    expect(screen.getByText('3 people voted')).toBeTruthy();
    expect(screen.getByText('Closes in 3 hours')).toBeTruthy();
    // No counts before a vote.
    expect(screen.queryByText(/%/)).toBeNull();
    const vote = screen.getByRole('button', { name: 'Vote' });
    expect(vote.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Piassa' }));
    fireEvent.click(vote);
    expect(await screen.findByText('75% · 3 votes')).toBeTruthy();
    expect(screen.getByText('25% · 1 vote')).toBeTruthy();
    expect(screen.getByText('Your choice')).toBeTruthy();
    expect(screen.getByText('4 people voted')).toBeTruthy();
    expect(sent).toEqual({ optionIds: [ids[1]] });
    // The cached post now carries the results.
    expect(queryClient.getQueryData<Post>(postKeys.one(post.id))?.poll?.totalVoters).toBe(4);
    expect(screen.getByRole('button', { name: 'Withdraw my vote' })).toBeTruthy();
  });

  it('offers checkboxes for several choices', () => {
    renderCached(testPost({ poll: testPoll({ multiple: true }) }));
    expect(screen.getByRole('group', { name: 'Choose one or more options' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bole' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Piassa' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });

  it('shows the final results of a closed poll, with no vote button', () => {
    renderCached(
      testPost({
        poll: testPoll({
          closed: true,
          resultsVisible: true,
          options: [
            { id: ids[0] ?? '', text: 'Bole', votes: 0 },
            { id: ids[1] ?? '', text: 'Piassa', votes: 2 },
          ],
        }),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Final results' })).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText('100% · 2 votes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw my vote' })).toBeNull();
  });

  it('says so when the poll closed before the vote arrived', async () => {
    const post = testPost({ poll: testPoll() });
    server.use(
      http.post(`/api/v1/posts/${post.id}/poll/votes`, () =>
        HttpResponse.json(
          apiError('CONFLICT', 'This poll has closed: votes can no longer be given or changed.'),
          { status: 409 },
        ),
      ),
    );
    renderCached(post);
    fireEvent.click(screen.getByRole('radio', { name: 'Bole' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This poll has closed.'),
    );
  });

  it('says how long until it closes in Amharic and Tigrinya too', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const at = new Date(now.getTime() + 2 * 86400_000).toISOString();
    expect(formatUntil(at, 'en', now)).toBe('in 2 days');
    const hours = (count: number) => new Date(now.getTime() + count * 3600_000).toISOString();
    expect(formatUntil(hours(23.9), 'en', now)).toBe('in 1 day');
    expect(formatUntil(hours(23.4), 'en', now)).toBe('in 23 hours');
    expect(formatUntil(hours(0.995), 'en', now)).toBe('in 1 hour');
    expect(formatUntil(hours(0.5), 'en', now)).toBe('in 30 minutes');
    expect(formatUntil(at, 'ti', now)).toBe('ኣብ ውሽጢ 2 መዓልታት');
    expect(formatUntil(at, 'am', now)).toMatch(/[\u1200-\u137F]/);
  });
});
