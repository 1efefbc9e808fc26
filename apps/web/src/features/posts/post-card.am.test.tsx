import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appTextParts, initI18n } from '@/i18n/i18n';
import { formatRelativeTime } from '@/lib/relative-time';
import { renderWithApp } from '@/test/render';
import { PostCard } from './post-card';
import { testPost } from './test-post';

beforeAll(async () => {
  await initI18n('am', appTextParts);
});
afterEach(cleanup);

const ethiopic = /[\u1200-\u137F]/;

describe('PostCard in Amharic', () => {
  it('says "አሁን" for a post of a few seconds ago', () => {
    renderWithApp(
      <PostCard post={testPost({ createdAt: new Date(Date.now() - 10_000).toISOString() })} />,
    );
    const time = screen.getByText('አሁን');
    expect(time.tagName).toBe('TIME');
  });

  it("gives minutes, hours and days in Ge'ez script, and Amharic labels", () => {
    for (const seconds of [5 * 60, 3 * 3600, 2 * 86400]) {
      const createdAt = new Date(Date.now() - seconds * 1000).toISOString();
      const { unmount, container } = renderWithApp(<PostCard post={testPost({ createdAt })} />);
      const time = container.querySelector('time');
      expect(time?.textContent).toBe(formatRelativeTime(createdAt, 'am', 'አሁን'));
      expect(time?.textContent).toMatch(ethiopic);
      expect(time?.textContent).not.toMatch(/[A-Za-z]/);
      unmount();
    }
    renderWithApp(<PostCard post={testPost()} />);
    expect(screen.getByRole('button', { name: 'ይውደዱ፣ 3 መውደዶች' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ያስቀምጡ፣ 1 ጊዜ ተቀምጧል' })).toBeTruthy();
  });

  it('uses the Amharic "one" form for 0 likes', () => {
    render(<></>);
    renderWithApp(<PostCard post={testPost({ counts: { likes: 0, comments: 0, saves: 0 } })} />);
    expect(screen.getByRole('button', { name: 'ይውደዱ፣ 0 መውደድ' })).toBeTruthy();
  });
});
