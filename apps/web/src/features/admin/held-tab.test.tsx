import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { HeldTab } from './held-tab';
import { HoldRulesTab } from './hold-rules-tab';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => cleanup());

const author = { id: 'm1', username: 'selam', fullName: 'Selam T.' };

describe('/admin → Held for review (issue 37)', () => {
  it('lists held posts and comments oldest first, with why, and approves a comment', async () => {
    const approved = vi.fn();
    server.use(
      http.get('/api/v1/admin/held-posts', () =>
        HttpResponse.json({
          items: [
            {
              id: 'p1',
              body: 'Cheap tickets at spam.example',
              createdAt: '2026-11-29T11:00:00.000Z',
              reason: 'blocked_domain',
              author,
            },
          ],
          nextCursor: null,
        }),
      ),
      http.get('/api/v1/admin/held-comments', () =>
        HttpResponse.json({
          items: [
            {
              kind: 'comment',
              id: 'c1',
              postId: 'p9',
              body: 'Buy scamcoin',
              createdAt: '2026-11-29T10:00:00.000Z',
              reason: 'word',
              author,
            },
          ],
          nextCursor: null,
        }),
      ),
      http.post('/api/v1/admin/held-comments/:id/approve', ({ params }) => {
        approved(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const ask = vi.fn();
    renderWithApp(<HeldTab ask={ask} />);
    const items = await screen.findAllByTestId('held-item');
    expect(items.map((item) => item.dataset.kind)).toEqual(['comment', 'post']);
    const [comment, post] = items;
    expect(within(comment!).getByText('Holds a site-wide hold word')).toBeTruthy();
    expect(within(comment!).getByRole('link', { name: 'Open the post' }).getAttribute('href')).toBe(
      '/post/p9',
    );
    expect(within(post!).getByText('Links to a blocked domain')).toBeTruthy();
    fireEvent.click(within(post!).getByRole('button', { name: 'Remove' }));
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Remove this post by @selam?', reasonRequired: true }),
    );
    fireEvent.click(within(comment!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toHaveBeenCalledWith('c1'));
  });

  it('says so when nothing waits', async () => {
    server.use(
      http.get('/api/v1/admin/held-posts', () =>
        HttpResponse.json({ items: [], nextCursor: null }),
      ),
      http.get('/api/v1/admin/held-comments', () =>
        HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    renderWithApp(<HeldTab ask={vi.fn()} />);
    expect(await screen.findByText('Nothing is waiting for review')).toBeTruthy();
  });
});

describe('/admin → Hold rules (issue 37)', () => {
  it('adds a hold word and explains a refused domain', async () => {
    const words: Array<{ id: string; phrase: string; wholeWord: boolean; createdAt: string }> = [];
    server.use(
      http.get('/api/v1/admin/hold-words', () => HttpResponse.json({ items: words })),
      http.post('/api/v1/admin/hold-words', async ({ request }) => {
        const body = (await request.json()) as { phrase: string; wholeWord: boolean };
        const word = { id: 'w1', createdAt: '2026-11-29T10:00:00.000Z', ...body };
        words.push(word);
        return HttpResponse.json(word);
      }),
      http.get('/api/v1/admin/blocked-domains', () => HttpResponse.json({ items: [] })),
      http.post('/api/v1/admin/blocked-domains', () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION', message: 'Write a domain such as spam.example.' } },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<HoldRulesTab />);
    expect(await screen.findByText('No words yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Word or phrase'), { target: { value: 'ሰላምታ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const list = await screen.findByRole('list', { name: 'Hold words' });
    expect(within(list).getByText('ሰላምታ')).toBeTruthy();
    expect(within(list).getByText('Whole word')).toBeTruthy();

    expect(await screen.findByText('No domains are blocked.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'not a domain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Write a domain such as spam.example.',
    );
  });
});
