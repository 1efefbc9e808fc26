import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, setUpTexts } from '@/test/render';
import { PostCard } from './post-card';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

describe('a post held for review (issue 37)', () => {
  it('is labelled for its author, with why and who sees it', () => {
    renderWithApp(
      <PostCard
        post={testPost({
          held: true,
          viewer: {
            liked: false,
            saved: false,
            isAuthor: true,
            canDelete: true,
            canLockComments: true,
          },
        })}
      />,
    );
    const label = screen.getByTestId('held-for-review');
    expect(label.textContent).toContain('Held for review.');
    expect(label.textContent).toContain('Only you can see this post');
  });

  it('has no label once approved', () => {
    renderWithApp(<PostCard post={testPost()} />);
    expect(screen.queryByTestId('held-for-review')).toBeNull();
  });
});
