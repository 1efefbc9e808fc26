import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppearanceSettings } from '@/features/settings/appearance-settings';
import { setCalendarPreference } from '@/lib/calendar-preference';
import { storageKeys } from '@/lib/storage';
import { server } from '@/test/msw';
import { sessionQueryKey } from '@/features/session/session';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  setCalendarPreference('gregorian');
  window.localStorage.clear();
});

describe('Settings → Appearance → Dates', () => {
  it('offers Gregorian, Ethiopian and both, each with today as an example, and remembers it', async () => {
    // Signed in: the choice is also saved with the account, for e-mails and other devices.
    const saved: unknown[] = [];
    const session = {
      user: { id: 'member-1', email: 'selam@example.test', emailVerified: true },
      profile: { id: 'member-1', fullName: 'Selam Tesfaye', calendarPreference: 'gregorian' },
    };
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, session);
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(session)),
      http.patch('/api/v1/me/profile', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ id: 'member-1', calendarPreference: 'ethiopian' });
      }),
    );
    renderWithApp(<AppearanceSettings />, { queryClient });
    const group = screen.getByRole('group', { name: 'Dates' });
    expect(group).toBeTruthy();
    const gregorian = screen.getByRole('radio', { name: /^Gregorian/ });
    const ethiopian = screen.getByRole('radio', { name: /^Ethiopian/ });
    const both = screen.getByRole('radio', { name: /^Both/ });
    expect((gregorian as HTMLInputElement).checked).toBe(true);
    // The Ethiopian example uses an Ethiopian month name, the both example writes the two.
    expect(ethiopian.closest('label')?.textContent).toMatch(
      /Ethiopian(Meskerem|Tikimt|Hidar|Tahsas|Tir|Yekatit|Megabit|Miyazya|Ginbot|Sene|Hamle|Nehase|Pagume) \d+, \d{4}$/,
    );
    expect(both.closest('label')?.textContent).toMatch(/\d{4} \(\w+ \d+, \d{4}\)$/);
    fireEvent.click(ethiopian);
    expect((ethiopian as HTMLInputElement).checked).toBe(true);
    expect(window.localStorage.getItem(storageKeys.calendar)).toBe('ethiopian');
    await waitFor(() => expect(saved).toEqual([{ calendarPreference: 'ethiopian' }]));
  });
});
