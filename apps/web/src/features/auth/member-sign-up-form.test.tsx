import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { MemberSignUpForm } from './member-sign-up-form';

beforeAll(setUpTexts);
afterEach(cleanup);

/** The availability check: every name is free but those with 'taken' in them. */
const availability = http.get<{ name: string }>(
  '/api/v1/usernames/:name/availability',
  ({ params }) =>
    HttpResponse.json({ username: params.name, available: !params.name.includes('taken') }),
);

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('MemberSignUpForm', () => {
  it('checks the username 500 ms after typing stops and holds the button while the password lacks a capital', async () => {
    const sent = recordRequests();
    server.use(availability);
    renderWithApp(<MemberSignUpForm onCreated={() => undefined} />);
    const submit = screen.getByRole('button', { name: 'Create Account' });

    type('Username', 'ab');
    expect(screen.getByText('Username must be at least 3 characters.')).toBeTruthy();
    type('Username', 'abebe_b');
    expect(sent).toHaveLength(0);
    expect(await screen.findByText('Username is available!', {}, { timeout: 2000 })).toBeTruthy();
    expect(sent.map(({ path }) => path)).toEqual(['/api/v1/usernames/abebe_b/availability']);

    const rule = 'At least 8 characters, including one capital letter.';
    expect(screen.getByText(rule)).toBeTruthy();
    type('Password', 'injera2025');
    // One message at a time: the missing capital takes the place of the rule.
    expect(screen.getByText('Password must contain at least one capital letter')).toBeTruthy();
    expect(screen.queryByText(rule)).toBeNull();
    fireEvent.blur(screen.getByLabelText('Password', { exact: true }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(
      screen.queryByText(
        'Password must be at least 8 characters long and include at least one uppercase letter.',
      ),
    ).toBeNull();
    expect(submit).toHaveProperty('disabled', true);
    type('Password', 'Injera2025');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    type('Username', 'taken_name');
    expect(
      await screen.findByText('This username is already taken.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
  });

  it('shows the server error of SPEC §8 and keeps what was typed', async () => {
    server.use(
      availability,
      http.post('/api/v1/accounts', () =>
        HttpResponse.json(apiError('RATE_LIMITED', 'Too many'), { status: 429 }),
      ),
    );
    const onCreated = vi.fn();
    renderWithApp(<MemberSignUpForm onCreated={onCreated} />);
    type('Full name', 'Abebe Bikila');
    type('Username', 'abebe_b');
    type('Email', 'abebe@example.test');
    type('Password', 'Marathon1960');
    await screen.findByText('Username is available!', {}, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many registration attempts. Please wait a few minutes before trying again.',
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Abebe Bikila');
  });
});
