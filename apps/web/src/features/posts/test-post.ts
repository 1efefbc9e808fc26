import type { Post } from '@aebro/shared/posts';

/** A post as the API returns it, for component tests. */
export function testPost(overrides: Partial<Post> = {}): Post {
  return {
    id: '0b6b3f0e-8f6e-4a3c-9d61-3f1a2b4c5d6e',
    author: {
      id: 'author-1',
      username: 'selam_t',
      fullName: 'Selam Tesfaye',
      avatarUrl: null,
      accountType: 'community',
      businessName: null,
      businessCategory: null,
      isVerified: false,
    },
    body: 'Coffee ceremony on Saturday! Details: https://example.org/buna and javascript:alert(1)',
    images: [],
    audience: 'public',
    community: null,
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    editedAt: null,
    held: false,
    counts: { likes: 3, comments: 2, saves: 1 },
    viewer: {
      liked: false,
      saved: false,
      isAuthor: false,
      canDelete: false,
      canLockComments: false,
    },
    commentsLocked: false,
    allows: { comments: true, likes: true, saves: true },
    ...overrides,
  };
}

/** The signed-in member the composer's tests write as: GET /api/v1/session's answer. */
export function testSession(profile: Record<string, unknown> = {}) {
  return {
    user: { id: 'me' },
    profile: {
      id: 'me',
      username: 'abebe',
      fullName: 'Abebe Bikila',
      avatarUrl: null,
      accountType: 'community',
      businessName: null,
      ...profile,
    },
  };
}
