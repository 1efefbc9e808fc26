import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ComposerOnDemand } from './composer-on-demand';
import { testSession } from './test-post';

beforeAll(setUpTexts);
beforeEach(() => {
  server.use(http.get('/api/v1/session', () => HttpResponse.json(testSession())));
});
afterEach(cleanup);

describe('ComposerOnDemand', () => {
  it('shows the text box alone until the member comes to write', () => {
    renderWithApp(<ComposerOnDemand />);
    expect(screen.getByRole('heading', { name: 'Create a post' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Write a post' })).toBeTruthy();
    expect(screen.queryByLabelText('Add photos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
  });

  it('loads the composer on focus, keeping what was typed, the focus and the caret after the text', async () => {
    renderWithApp(<ComposerOnDemand />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a post' });
    box.focus();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Selam, everyone' } });
    const post = await screen.findByRole('button', { name: 'Post' });
    expect(post).toBeTruthy();
    expect(screen.getByLabelText('Add photos')).toBeTruthy();
    const composed = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a post' });
    expect(composed).not.toBe(box);
    expect(composed.value).toBe('Selam, everyone');
    expect(document.activeElement).toBe(composed);
    expect(composed.selectionStart).toBe('Selam, everyone'.length);
    // One box at a time: the composer replaced it.
    expect(screen.getAllByRole('textbox', { name: 'Write a post' })).toHaveLength(1);
  });

  it('loads it when pointed at, without taking the focus', async () => {
    renderWithApp(<ComposerOnDemand communityId="c1" />);
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Write a post' }));
    await screen.findByRole('button', { name: 'Post' });
    expect(document.activeElement).toBe(document.body);
    // In a community the post is for it: no audience to choose.
    expect(screen.queryByLabelText('Who can see it')).toBeNull();
  });
});
