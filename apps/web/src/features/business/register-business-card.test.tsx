import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { RegisterBusinessCard } from './register-business-card';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('RegisterBusinessCard', () => {
  it('is one line and a button, and its X hides it for good on this device, for this person', () => {
    const first = renderWithApp(<RegisterBusinessCard userId="member-1" />);
    const card = screen.getByRole('region', { name: 'Do you run a business?' });
    expect(card.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Register a business' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide this suggestion' }));
    expect(screen.queryByRole('region', { name: 'Do you run a business?' })).toBeNull();
    first.unmount();

    const again = renderWithApp(<RegisterBusinessCard userId="member-1" />);
    expect(screen.queryByRole('region', { name: 'Do you run a business?' })).toBeNull();
    again.unmount();
    renderWithApp(<RegisterBusinessCard userId="member-2" />);
    expect(screen.getByRole('region', { name: 'Do you run a business?' })).toBeTruthy();
  });

  it('opens the registration dialog', async () => {
    // The form fills in what the session knows.
    server.use(
      http.get('/api/v1/session', () =>
        HttpResponse.json({
          user: { id: 'member-1', email: 'selam@example.test', emailVerified: true },
          profile: { id: 'member-1', fullName: 'Selam Tesfaye', accountType: 'community' },
        }),
      ),
    );
    renderWithApp(<RegisterBusinessCard userId="member-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Register a business' }));
    expect(await screen.findByRole('dialog', { name: 'Register your business' })).toBeTruthy();
  });
});
