import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { Composer } from './composer';
import { testPost, testSession } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

const session = testSession();

function serve(): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session)),
    http.post('/api/v1/posts', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(testPost({ id: 'new-post' }), { status: 201 });
    }),
  );
  return posted;
}

describe('Composer poll', () => {
  it('adds 2 to 6 options, checks them by the shared rules, and posts the poll', async () => {
    const posted = serve();
    renderWithApp(<Composer />);
    fireEvent.change(screen.getByLabelText('Write a post'), { target: { value: 'Where?' } });
    const toggle = screen.getByRole('button', { name: 'Poll' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2);
    // Two options cannot be removed; six is the most.
    expect(screen.queryByRole('button', { name: /^Remove option/ })).toBeNull();
    for (let added = 0; added < 4; added += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    for (let removed = 0; removed < 4; removed += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));

    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Bole' } });
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: ' bole ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Each option must be different.')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Piassa' } });
    fireEvent.click(screen.getByLabelText('Allow more than one choice'));
    fireEvent.change(screen.getByLabelText('Open for'), { target: { value: '72' } });
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const sent = posted[0] as {
      body: string;
      poll: { options: string[]; multiple: boolean; closesAt: string };
    };
    expect(sent.body).toBe('Where?');
    expect(sent.poll.options).toEqual(['Bole', 'Piassa']);
    expect(sent.poll.multiple).toBe(true);
    const hours = (Date.parse(sent.poll.closesAt) - before) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    // The composer is empty again, without a poll.
    await waitFor(() => expect(screen.queryByLabelText('Option 1')).toBeNull());
  });
});
