import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ComposerOnDemand } from './composer-on-demand';

// The composer's code cannot be fetched (offline, or the files of an older version are gone).
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./composer', () => {
  attempts.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(setUpTexts);
beforeEach(() => {
  server.use(http.get('/api/v1/session', () => HttpResponse.json({ user: null, profile: null })));
});
afterEach(cleanup);

describe('ComposerOnDemand when its code cannot load', () => {
  it('keeps the text box and what was typed, says what to do, and tries again on the next touch', async () => {
    renderWithApp(<ComposerOnDemand />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a post' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Buna at six' } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'We could not reach Aebro. Please check your connection and try again.',
    );
    expect(box.value).toBe('Buna at six');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    const before = attempts.count;
    fireEvent.pointerDown(box);
    await vi.waitFor(() => expect(attempts.count).toBeGreaterThan(before));
  });
});
