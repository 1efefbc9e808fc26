import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HoldWord } from '@aebro/shared/holds';
import type { MutedWord } from '@aebro/shared/notification-filters';
import { HoldRulesTab } from '@/features/admin/hold-rules-tab';
import { MutedWordsSettings } from '@/features/settings/muted-words-settings';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';

beforeAll(setUpTexts);
afterEach(cleanup);

describe('the word list editor', () => {
  it('mutes a word for a while, lists it with its end, and unmutes it (Settings)', async () => {
    let words: MutedWord[] = [];
    const added: unknown[] = [];
    server.use(
      http.get('/api/v1/me/muted-words', () => HttpResponse.json({ items: words })),
      http.post('/api/v1/me/muted-words', async ({ request }) => {
        const body = (await request.json()) as { phrase: string; wholeWord: boolean };
        added.push(body);
        const word = {
          id: 'w1',
          phrase: body.phrase,
          wholeWord: body.wholeWord,
          expiresAt: '2026-12-06T12:00:00.000Z',
          createdAt: '2026-11-29T12:00:00.000Z',
        };
        words = [word];
        return HttpResponse.json(word, { status: 201 });
      }),
      http.delete('/api/v1/me/muted-words/w1', () => {
        words = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<MutedWordsSettings />);
    expect(await screen.findByText('You have not muted any words.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Word or phrase'), { target: { value: ' ምርጫ ' } });
    fireEvent.click(screen.getByLabelText('Whole word only'));
    fireEvent.change(screen.getByLabelText('Mute for'), { target: { value: '7d' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    const list = await screen.findByRole('list', { name: 'Your muted words' });
    expect(added).toEqual([{ phrase: 'ምርጫ', wholeWord: false, expiresIn: '7d' }]);
    expect(within(list).getByText('ምርጫ')).toBeTruthy();
    expect(within(list).getByText(/Anywhere in a word · Until December 6, 2026/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Word or phrase').value).toBe('');
    fireEvent.click(within(list).getByRole('button', { name: 'Unmute “ምርጫ”' }));
    expect(await screen.findByText('You have not muted any words.')).toBeTruthy();
  });

  it('says a hold word is on the list already when the server answers 409 (/admin)', async () => {
    const words: HoldWord[] = [
      { id: 'h1', phrase: 'scam', wholeWord: true, createdAt: '2026-11-29T12:00:00.000Z' },
    ];
    server.use(
      http.get('/api/v1/admin/hold-words', () => HttpResponse.json({ items: words })),
      http.get('/api/v1/admin/blocked-domains', () => HttpResponse.json({ items: [] })),
      http.post('/api/v1/admin/hold-words', () =>
        HttpResponse.json(apiError('CONFLICT', 'That word is on the list already.'), {
          status: 409,
        }),
      ),
    );
    renderWithApp(<HoldRulesTab />);
    const list = await screen.findByRole('list', { name: 'Hold words' });
    expect(within(list).getByText('Whole word')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('Word or phrase')[0] as HTMLElement, {
      target: { value: 'scam' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This word is on the list already.'),
    );
  });
});
