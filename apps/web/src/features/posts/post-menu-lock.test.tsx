import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/features/session/session';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { PostCard } from './post-card';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

/** Someone else's post (outside any community the viewer runs), seen by a viewer who is or is not a site admin. */
async function openMenu(isAdmin: boolean): Promise<HTMLElement> {
  const session = {
    user: { id: 'viewer-1', email: 'v@example.test', emailVerified: true, isAdmin },
    profile: { id: 'viewer-1', fullName: 'Viewer Vera' },
  };
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  server.use(http.get('/api/v1/session', () => HttpResponse.json(session)));
  renderWithApp(<PostCard post={testPost()} />, { queryClient });
  const trigger = screen.getByRole<HTMLButtonElement>('button', { name: 'Post options' });
  await waitFor(() => expect(trigger.disabled).toBe(false));
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return await screen.findByRole('menu');
}

describe('locking comments from the post menu (issue 37)', () => {
  it('is offered to a site admin on anyone’s post, from the session (no extra request)', async () => {
    const menu = await openMenu(true);
    expect(within(menu).getByRole('menuitem', { name: 'Lock comments' })).toBeTruthy();
  });

  it('is not offered to a member who neither wrote the post nor runs its community', async () => {
    const menu = await openMenu(false);
    expect(within(menu).queryByRole('menuitem', { name: 'Lock comments' })).toBeNull();
  });
});
