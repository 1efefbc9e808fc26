import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { EditPostForm } from './edit-post-form';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

const post = testPost({
  body: 'Coffee on Saturday',
  viewer: { ...testPost().viewer, isAuthor: true },
});
const postUrl = `/api/v1/posts/${post.id}`;

/** Saves a change to the post; returns the bodies of the changes sent. */
function stubApi(): Array<Record<string, unknown>> {
  const patched: Array<Record<string, unknown>> = [];
  server.use(
    http.patch(postUrl, async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>;
      patched.push(change);
      return HttpResponse.json({ ...post, ...change });
    }),
  );
  return patched;
}

describe('EditPostForm', () => {
  it('refuses to leave a post without text or photos, on the text box', async () => {
    const patched = stubApi();
    const onDone = vi.fn();
    renderWithApp(<EditPostForm post={post} onDone={onDone} />);
    const box = screen.getByLabelText('Edit your post');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '  ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Write something or add a photo before posting.',
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(patched).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the trimmed text and the audience, then closes', async () => {
    const patched = stubApi();
    const onDone = vi.fn();
    renderWithApp(<EditPostForm post={post} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Edit your post'), {
      target: { value: ' Coffee on Sunday instead ' },
    });
    fireEvent.change(screen.getByLabelText('Who can see it'), { target: { value: 'followers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(patched).toEqual([{ body: 'Coffee on Sunday instead', audience: 'followers' }]);
  });

  it("keeps a community's post in its community: no audience to choose, none sent", async () => {
    const patched = stubApi();
    const onDone = vi.fn();
    renderWithApp(
      <EditPostForm
        post={{ ...post, audience: 'community', community: { id: 'c1', name: 'Buna' } }}
        onDone={onDone}
      />,
    );
    expect(screen.queryByLabelText('Who can see it')).toBeNull();
    fireEvent.change(screen.getByLabelText('Edit your post'), { target: { value: 'Buna!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(patched).toEqual([{ body: 'Buna!' }]);
  });
});
