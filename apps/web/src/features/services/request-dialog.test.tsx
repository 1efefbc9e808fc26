import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { RequestDialog } from './request-dialog';

beforeAll(setUpTexts);
afterEach(cleanup);

/** Takes requests for service-1; returns the bodies sent. */
function stubApi(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/v1/services/service-1/requests', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 'request-1' }, { status: 201 });
    }),
  );
  return sent;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithApp(
    <RequestDialog
      open
      onOpenChange={onOpenChange}
      serviceId="service-1"
      serviceTitle="Henna for weddings"
    />,
  );
  return onOpenChange;
}

describe('RequestDialog', () => {
  it('says what is missing after "Send request", on the field that gets the focus', async () => {
    const sent = stubApi();
    renderDialog();
    const need = await screen.findByLabelText('What do you need?');
    fireEvent.blur(need);
    fireEvent.change(screen.getByLabelText(/Preferred date/), { target: { value: '2020-01-01' } });
    expect(screen.queryByText('Please say in a few words what you need.')).toBeNull();
    expect(screen.queryByText('Please choose today or a later date.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Please say in a few words what you need.')).toBeTruthy();
    expect(screen.getByText('Please choose today or a later date.')).toBeTruthy();
    expect(need.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(need);
    expect(sent).toHaveLength(0);
  });

  it('refuses a preferred date in the past, on the date', async () => {
    const sent = stubApi();
    renderDialog();
    fireEvent.change(await screen.findByLabelText('What do you need?'), {
      target: { value: 'Henna for a party of 10' },
    });
    const date = screen.getByLabelText(/Preferred date/);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Please choose today or a later date.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date);
    expect(sent).toHaveLength(0);
  });

  it('sends what was typed, a date and time left empty as none, and closes', async () => {
    const sent = stubApi();
    const onOpenChange = renderDialog();
    fireEvent.change(await screen.findByLabelText('What do you need?'), {
      target: { value: 'Henna for a party of 10' },
    });
    fireEvent.change(screen.getByLabelText(/Preferred time/), { target: { value: '14:30' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Saturday works' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      {
        need: 'Henna for a party of 10',
        preferredDate: null,
        preferredTime: '14:30',
        message: 'Saturday works',
      },
    ]);
  });
});
