import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ManageFilters } from './manage-filters';
import { ManageHeld } from './manage-held';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => cleanup());

const communityId = '00000000-0000-4000-8000-000000000001';
const item = {
  kind: 'post',
  id: 'p1',
  postId: 'p1',
  body: 'Let us talk politics',
  reason: 'community_word',
  createdAt: '2026-11-29T10:00:00.000Z',
  author: { id: 'm1', username: 'selam', fullName: 'Selam T.' },
};

describe('Manage → Held and Filters (issue 37)', () => {
  it('shows what the filter held and removes it with a reason', async () => {
    const removed = vi.fn();
    server.use(
      http.get(`/api/v1/communities/${communityId}/held`, () =>
        HttpResponse.json({ items: [item] }),
      ),
      http.delete(
        `/api/v1/communities/${communityId}/held/:kind/:itemId`,
        async ({ params, request }) => {
          removed(params.kind, params.itemId, await request.json());
          return new HttpResponse(null, { status: 204 });
        },
      ),
    );
    renderWithApp(<ManageHeld communityId={communityId} />);
    const card = await screen.findByTestId('held-item');
    expect(within(card).getByText("Holds a word of the community's filter")).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    fireEvent.change(within(card).getByLabelText('Why is it removed?'), {
      target: { value: 'Rule 1' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith('post', 'p1', { reason: 'Rule 1' }));
  });

  it('lists the keyword filter', async () => {
    server.use(
      http.get(`/api/v1/communities/${communityId}/hold-words`, () =>
        HttpResponse.json({
          items: [
            { id: 'w1', phrase: 'politics', wholeWord: false, createdAt: '2026-11-29T10:00:00Z' },
          ],
        }),
      ),
    );
    renderWithApp(<ManageFilters communityId={communityId} />);
    const list = await screen.findByRole('list', { name: 'Hold words' });
    expect(within(list).getByText('politics')).toBeTruthy();
    expect(within(list).getByText('Anywhere in a word')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove politics' })).toBeTruthy();
  });
});
