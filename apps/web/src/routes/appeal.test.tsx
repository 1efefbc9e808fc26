import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Strike } from '@aebro/shared/strikes';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import AppealPage from './appeal';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => cleanup());

const suspension: Strike = {
  id: '6c1a2d6e-0000-4000-8000-000000000003',
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
  appeal: null,
};

const routes = [{ path: '/appeal/:token', element: <AppealPage /> }];

describe('/appeal/:token, the e-mailed appeal link', () => {
  it('shows the decision and takes the appeal without a session', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/appeals/:token', () => HttpResponse.json(suspension)),
      http.post('/api/v1/appeals/:token', async ({ request, params }) => {
        const body = (await request.json()) as { text: string };
        sent.push({ token: params.token, ...body });
        return HttpResponse.json(
          {
            ...suspension,
            appeal: {
              id: 'a1',
              status: 'pending',
              text: body.text,
              createdAt: '2026-11-29T11:00:00.000Z',
              decidedAt: null,
              decisionReason: null,
              effect: null,
            },
          },
          { status: 201 },
        );
      }),
    );
    renderWithApp(null, { path: '/appeal/abc.def', routes });
    expect(await screen.findByRole('heading', { name: 'Account suspended' })).toBeTruthy();
    expect(screen.getByText('Spam')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    fireEvent.change(screen.getByLabelText('Why was this decision wrong?'), {
      target: { value: 'I posted my shop once; it was not spam.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal pending')).toBeTruthy();
    expect(sent).toEqual([{ token: 'abc.def', text: 'I posted my shop once; it was not spam.' }]);
  });

  it('says so when the link is not valid, and offers to sign in', async () => {
    server.use(
      http.get('/api/v1/appeals/:token', () =>
        HttpResponse.json(apiError('NOT_FOUND', 'This appeal link is not valid.'), { status: 404 }),
      ),
    );
    renderWithApp(null, { path: '/appeal/forged', routes });
    expect(await screen.findByText('This appeal link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });
});
