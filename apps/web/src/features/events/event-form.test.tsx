import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { renderWithApp, setUpTexts } from '@/test/render';
import { EventForm } from './event-form';
import { emptyEventForm, eventInputOf, type EventFormValues } from './event-form-values';

beforeAll(setUpTexts);
afterEach(cleanup);

function renderForm(serverError: unknown = null, repeatable = false) {
  const onSubmit = vi.fn<(values: EventFormValues) => void>();
  const props = {
    initial: { ...emptyEventForm(), timeZone: 'UTC' },
    submitLabel: 'Save and pay',
    busyLabel: 'Saving...',
    busy: false,
    onSubmit,
    onCancel: () => undefined,
    repeatable,
  };
  const view = renderWithApp(<EventForm {...props} serverError={serverError} />);
  return { onSubmit, props, view };
}

const nextYear = new Date().getFullYear() + 1;

describe('EventForm', () => {
  it('shows the shared rules after submitting, focuses the first field in error, and sends nothing', async () => {
    const { onSubmit } = renderForm();
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Bu' } });
    fireEvent.blur(title);
    expect(screen.queryByText('A title needs at least 3 characters.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and pay' }));

    expect(await screen.findByText('A title needs at least 3 characters.')).toBeTruthy();
    expect(screen.getAllByText('Please enter a valid date and time.')).toHaveLength(2);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the rules across fields: a place, and an end after the start', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Buna evening' } });
    fireEvent.change(screen.getByLabelText('Starts'), {
      target: { value: `${nextYear}-05-10T18:00` },
    });
    fireEvent.change(screen.getByLabelText('Ends'), {
      target: { value: `${nextYear}-05-10T17:00` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and pay' }));

    expect(await screen.findByText('Location is required.')).toBeTruthy();
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed values; a city brings its time zone', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Buna evening' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'washington-dc' } });
    expect(screen.getByLabelText('Time zone')).toHaveProperty('value', 'America/New_York');
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: '1 Main St' } });
    fireEvent.change(screen.getByLabelText('Starts'), {
      target: { value: `${nextYear}-05-10T18:00` },
    });
    fireEvent.change(screen.getByLabelText('Ends'), {
      target: { value: `${nextYear}-05-10T21:00` },
    });
    fireEvent.change(screen.getByLabelText(/Maximum attendees/), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and pay' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values && eventInputOf(values)).toEqual({
      title: 'Buna evening',
      description: '',
      category: null,
      online: false,
      city: 'washington-dc',
      address: '1 Main St',
      onlineUrl: null,
      startsAt: `${nextYear}-05-10T18:00`,
      endsAt: `${nextYear}-05-10T21:00`,
      timeZone: 'America/New_York',
      capacity: 40,
      communityId: null,
    });
  });

  it("puts the server's refusal on the field it names", async () => {
    const { props, view } = renderForm();
    view.unmount();
    renderWithApp(
      <EventForm
        {...props}
        serverError={
          new ApiRequestError(400, 'VALIDATION_FAILED', 'Invalid', [
            { path: 'body.title', message: 'A title needs at least 3 characters.' },
          ])
        }
      />,
    );
    expect(await screen.findByText('A title needs at least 3 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The event could not be saved. Please try again.')).toBeNull();
  });

  it('offers Repeats read off the start, and sends the rule and its end', async () => {
    const { onSubmit } = renderForm(null, true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'St Michael coffee' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'washington-dc' } });
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: '1 Main St' } });
    // 21 December 2026: a Monday, the third of the month, Tahsas 12 in the Ethiopian calendar.
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-12-21T18:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-12-21T20:00' } });
    const repeats = screen.getByLabelText('Repeats');
    const options = Array.from(repeats.querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'Does not repeat',
        'Every week on Monday',
        'Every month on day 21',
        'Every month on the third Monday',
        'Every 12th of the Ethiopian month',
        'Every year on Tahsas 12 (Ethiopian calendar)',
      ]),
    );
    fireEvent.change(repeats, { target: { value: 'weekly' } });
    expect(screen.getByLabelText('Monday')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByLabelText('Thursday'));
    fireEvent.change(screen.getByLabelText('Stops repeating'), { target: { value: 'count' } });
    fireEvent.change(screen.getByLabelText('Number of times'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and pay' }));
    expect(
      await screen.findByText('The number of times must be a whole number from 1 to 500.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Number of times'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and pay' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values && eventInputOf(values).recurrence).toEqual({
      rule: { kind: 'weekly', interval: 1, weekdays: ['MO', 'TH'] },
      end: { kind: 'count', count: 10 },
    });
  });
});
