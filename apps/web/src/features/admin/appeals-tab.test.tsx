import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminAppeal } from '@aebro/shared/strikes';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { AppealsTab } from './appeals-tab';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => cleanup());

const session = {
  user: { id: 'admin-1', email: 'a@example.test', emailVerified: true, isAdmin: true },
  profile: { id: 'admin-1', username: 'almaz' },
};

function appeal(overrides: Partial<AdminAppeal>): AdminAppeal {
  return {
    id: 'a1',
    status: 'pending',
    text: 'It was a fundraiser, not an advert.',
    createdAt: '2026-11-29T11:00:00.000Z',
    decidedAt: null,
    decisionReason: null,
    effect: null,
    strike: {
      id: 's1',
      scope: 'site',
      action: 'suspend',
      reason: 'Spam',
      community: null,
      content: { kind: 'profile', excerpt: '', link: null },
      until: '2026-12-02T10:00:00.000Z',
      rule: null,
      category: null,
      trustLevel: null,
      createdAt: '2026-11-29T10:00:00.000Z',
    },
    member: { id: 'm1', username: 'selam' },
    actor: { id: 'admin-2', username: 'dawit' },
    decider: null,
    viewerMayDecide: true,
    ...overrides,
  };
}

describe('/admin → Appeals', () => {
  it('offers overturn and uphold to another admin, and neither to the one who acted', async () => {
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(session)),
      http.get('/api/v1/admin/appeals', () =>
        HttpResponse.json({
          items: [
            appeal({}),
            appeal({
              id: 'a2',
              member: { id: 'm2', username: 'tewodros' },
              actor: { id: 'admin-1', username: 'almaz' },
              viewerMayDecide: false,
            }),
          ],
          nextCursor: null,
        }),
      ),
    );
    const ask = vi.fn();
    renderWithApp(<AppealsTab ask={ask} />);
    const items = await screen.findAllByRole('listitem');
    const [decidable, mine] = items;
    expect(within(decidable!).getByText('It was a fundraiser, not an advert.')).toBeTruthy();
    expect(within(decidable!).getByText('@dawit · Nov 29, 2026')).toBeTruthy();
    fireEvent.click(within(decidable!).getByRole('button', { name: 'Overturn' }));
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Overturn the decision on @selam', reasonRequired: true }),
    );
    expect(within(mine!).queryByRole('button', { name: 'Overturn' })).toBeNull();
    expect(
      within(mine!).getByText('You took this decision, so another admin must decide its appeal.'),
    ).toBeTruthy();
  });
});
