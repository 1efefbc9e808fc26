import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import am from '@/i18n/locales/auth.am.json';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { BusinessSignUpForm } from './business-sign-up-form';

beforeAll(setUpTexts);
afterEach(cleanup);

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

/** Everything valid but the category, which is '🔧 Other - not listed' with nothing typed for it. */
function fillAllButTheCustomCategory(): void {
  type('Email', 'selam@example.test');
  type('Business name', 'Selam Bakery');
  type('Password', 'Dabo2025x');
  fireEvent.change(screen.getByLabelText('Business category'), { target: { value: 'other' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Business location' }), {
    target: { value: 'Silver Spring, MD, USA' },
  });
}

describe('BusinessSignUpForm', () => {
  it("asks for the business's own category when 'Other - not listed' is chosen, and sends nothing", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/accounts', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: 'verification_sent' }, { status: 201 });
      }),
    );
    renderWithApp(<BusinessSignUpForm onCreated={() => undefined} />);
    fillAllButTheCustomCategory();
    fireEvent.click(screen.getByRole('button', { name: 'Create Business Account' }));

    const custom = screen.getByLabelText('Your business category');
    await waitFor(() => expect(custom.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText('Please specify your business category.');
    expect(custom.getAttribute('aria-describedby')).toContain(message.id);
    expect(sent).toHaveLength(0);

    type('Your business category', 'B');
    fireEvent.blur(custom);
    expect(await screen.findByText('Please specify your business category.')).toBeTruthy();
    type('Your business category', 'Bakery');
    await waitFor(() =>
      expect(screen.queryByText('Please specify your business category.')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Business Account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ businessCategory: 'other', customCategory: 'Bakery' });
  });

  it('shows one password message at a time', async () => {
    renderWithApp(<BusinessSignUpForm onCreated={() => undefined} />);
    const password = screen.getByLabelText('Password', { exact: true });
    const rule = 'At least 8 characters, including one capital letter.';
    const capital = 'Password must contain at least one capital letter';
    const strength =
      'Password must be at least 8 characters long and include at least one uppercase letter.';
    expect(screen.getByText(rule)).toBeTruthy();

    type('Password', 'dabo');
    expect(screen.getByText(capital)).toBeTruthy();
    expect(screen.queryByText(rule)).toBeNull();
    fireEvent.blur(password);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(strength)).toBeNull();

    type('Password', 'Dabo');
    expect(await screen.findByText(strength)).toBeTruthy();
    expect(screen.queryByText(capital)).toBeNull();
    expect(screen.queryByText(rule)).toBeNull();

    type('Password', 'Dabo2025x');
    expect(await screen.findByText(rule)).toBeTruthy();
    expect(screen.queryByText(strength)).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('false');
  });

  it('says the same in Amharic', async () => {
    await act(() => changeLanguage('am'));
    renderWithApp(<BusinessSignUpForm onCreated={() => undefined} />);
    fireEvent.change(screen.getByLabelText(am.auth.fields.businessCategory), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: am.auth.actions.createBusinessAccount }));
    expect(await screen.findByText(am.validation.customCategoryRequired)).toBeTruthy();
    expect(screen.getByLabelText(am.auth.fields.customCategory).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await act(() => changeLanguage('en'));
  });
});
