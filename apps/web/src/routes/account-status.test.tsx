import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Strike } from '@aebro/shared/strikes';
import { appTextParts, initI18n } from '@/i18n/i18n';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import AccountStatusPage from './account-status';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => cleanup());

const warning: Strike = {
  id: '6c1a2d6e-0000-4000-8000-000000000001',
  scope: 'site',
  action: 'warn',
  reason: 'Be kind to each other',
  community: null,
  content: { kind: 'post', excerpt: 'You people are all fools', link: '/post/p1' },
  until: null,
  rule: null,
  category: null,
  trustLevel: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  appeal: null,
};
const communityRemoval: Strike = {
  ...warning,
  id: '6c1a2d6e-0000-4000-8000-000000000002',
  scope: 'community',
  action: 'remove',
  reason: '',
  community: { id: 'c1', name: 'DC Runners' },
  content: { kind: 'comment', excerpt: 'Buy my shoes', link: null },
  appeal: {
    id: 'a1',
    status: 'upheld',
    text: 'It was about running shoes.',
    createdAt: '2026-11-21T10:00:00.000Z',
    decidedAt: '2026-11-22T10:00:00.000Z',
    decisionReason: 'Selling is not allowed in this group.',
    effect: 'none',
  },
};

function serve(items: Strike[]) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v1/me/strikes', () => HttpResponse.json({ items })),
    http.post('/api/v1/me/strikes/:id/appeal', async ({ request, params }) => {
      const body = (await request.json()) as { text: string };
      sent.push({ id: params.id, ...body });
      const strike = items.find((item) => item.id === params.id) ?? warning;
      return HttpResponse.json(
        {
          ...strike,
          appeal: {
            id: 'a2',
            status: 'pending',
            text: body.text,
            createdAt: '2026-11-23T10:00:00.000Z',
            decidedAt: null,
            decisionReason: null,
            effect: null,
          },
        },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('Settings → Account status', () => {
  it('says the account is in good standing when there are no strikes', async () => {
    serve([]);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    expect(await screen.findByText('Your account is in good standing')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account status' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe(
      '/settings#status',
    );
  });

  it('lists each strike with what was done, by whom (never a name), the reason, the content and the appeal', async () => {
    serve([warning, communityRemoval]);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    const first = await screen.findByRole('article', { name: 'Warning' });
    expect(within(first).getByText(/By Aebro's moderators/)).toBeTruthy();
    expect(within(first).getByText('Be kind to each other')).toBeTruthy();
    expect(within(first).getByText('You people are all fools')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/post/p1');
    expect(within(first).getByRole('button', { name: 'Appeal' })).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Content removed' });
    expect(within(second).getByText(/By the admins of DC Runners/)).toBeTruthy();
    expect(within(second).getByText('No reason was given.')).toBeTruthy();
    expect(within(second).getByText('A comment')).toBeTruthy();
    expect(within(second).getByText('Appeal reviewed: the decision stands')).toBeTruthy();
    expect(within(second).getByText('Selling is not allowed in this group.')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('sends an appeal once it is long enough, then shows it pending', async () => {
    const sent = serve([warning]);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Appeal' }));
    const text = screen.getByLabelText('Why was this decision wrong?');
    fireEvent.change(text, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please write at least 10 characters.',
    );
    expect(sent).toEqual([]);
    fireEvent.change(text, { target: { value: 'I was quoting a song, not insulting anyone.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal pending')).toBeTruthy();
    expect(sent).toEqual([{ id: warning.id, text: 'I was quoting a song, not insulting anyone.' }]);
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('says so when the decision was appealed already', async () => {
    serve([warning]);
    server.use(
      http.post('/api/v1/me/strikes/:id/appeal', () =>
        HttpResponse.json(apiError('CONFLICT', 'You have already appealed this decision.'), {
          status: 409,
        }),
      ),
    );
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Appeal' }));
    fireEvent.change(screen.getByLabelText('Why was this decision wrong?'), {
      target: { value: 'Please look at it once more.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have already appealed this decision.',
      ),
    );
  });

  it('names the rule broken: the community rule the report named, or its category (issue 37)', async () => {
    serve([
      { ...warning, category: 'harassment' },
      { ...communityRemoval, rule: { number: 2, title: 'No selling' }, category: 'spam' },
    ]);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    const first = await screen.findByRole('article', { name: 'Warning' });
    expect(within(first).getByText('Rule broken')).toBeTruthy();
    expect(within(first).getByText('Harassment or hate')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Content removed' });
    expect(within(second).getByText('2. No selling')).toBeTruthy();
  });

  it('shows a limit with the trust level before and after, and its level given back on appeal', async () => {
    serve([
      {
        ...warning,
        action: 'limit',
        content: { kind: 'profile', excerpt: '', link: null },
        trustLevel: { from: 'regular', to: 'new' },
        appeal: {
          id: 'a3',
          status: 'overturned',
          text: 'I did nothing wrong.',
          createdAt: '2026-11-21T10:00:00.000Z',
          decidedAt: '2026-11-22T10:00:00.000Z',
          decisionReason: 'A mistake, sorry.',
          effect: 'trust_level_restored',
        },
      },
    ]);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    const limit = await screen.findByRole('article', { name: 'Account limited' });
    expect(within(limit).getByText('Regular → New')).toBeTruthy();
    expect(within(limit).getByText('Your trust level is back to what it was before.')).toBeTruthy();
  });

  it('speaks Amharic and Tigrinya', async () => {
    serve([]);
    await initI18n('am', appTextParts);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    expect(await screen.findByText('መለያዎ በጥሩ ሁኔታ ላይ ነው')).toBeTruthy();
    cleanup();
    serve([warning]);
    await initI18n('ti', appTextParts);
    renderWithApp(<AccountStatusPage />, { path: '/settings/account-status' });
    expect(await screen.findByRole('article', { name: 'መጠንቀቕታ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ይግባይ ሕተቱ' })).toBeTruthy();
    await initI18n('en', appTextParts);
  });
});
