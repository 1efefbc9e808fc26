import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateService } from '@aebro/shared/services';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ServiceForm } from './service-form';

beforeAll(setUpTexts);
afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn<(input: CreateService) => void>();
  renderWithApp(
    <ServiceForm
      initial={null}
      defaults={{ category: '', city: '', contact: { email: 'buna@example.org' } }}
      submitLabel="Publish"
      busyLabel="Publishing..."
      busy={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

function fillListing() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Injera catering' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'catering' } });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: 'Fresh injera and stews for weddings and holidays, delivered hot.' },
  });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'washington-dc' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '20' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '50' } });
}

describe('ServiceForm', () => {
  it('says what each field needs after "Publish", focuses the first, and sends nothing', async () => {
    const onSubmit = renderForm();
    const title = screen.getByLabelText('Title');
    fireEvent.blur(title);
    expect(screen.queryByText('Please enter a title of 3 to 80 characters.')).toBeNull();
    submit();

    expect(await screen.findByText('Please enter a title of 3 to 80 characters.')).toBeTruthy();
    expect(screen.getByText('Please choose a category.')).toBeTruthy();
    expect(
      screen.getByText('Please describe your service in 20 to 2,000 characters.'),
    ).toBeTruthy();
    expect(screen.getByText('Please choose a city.')).toBeTruthy();
    expect(
      screen.getByText(
        'Please enter a price range (the lowest first), or choose “Ask for a price”.',
      ),
    ).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a contact problem on its own field, and a missing language on the languages', async () => {
    const onSubmit = renderForm();
    fillListing();
    const email = screen.getByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Amharic' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    submit();

    expect(await screen.findByText('Please choose at least one language.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The languages come first in the form.
    expect(document.activeElement).toBe(screen.getByText('Languages spoken'));
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing checks the field again.
    fireEvent.change(email, { target: { value: 'buna@example.org' } });
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address.')).toBeNull(),
    );
  });

  it('sends the listing with its price, contact, languages and hours', async () => {
    const onSubmit = renderForm();
    fillListing();
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '+1 202 555 0100' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tigrinya' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Injera catering',
      category: 'catering',
      description: 'Fresh injera and stews for weddings and holidays, delivered hot.',
      city: 'washington-dc',
      serviceArea: '',
      price: { kind: 'range', min: 20, max: 50, currency: 'USD' },
      photos: [],
      contact: { phone: '+1 202 555 0100', email: 'buna@example.org', website: '', social: '' },
      languages: ['am', 'en', 'ti'],
      hours: [{ day: 5, opens: '09:00', closes: '17:00' }],
      paused: false,
    });
  });
});
