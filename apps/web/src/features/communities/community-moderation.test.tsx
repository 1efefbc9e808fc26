import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityDetail, CommunityReport } from '@aebro/shared/communities';
import { CommentsSection } from '@/features/posts/comments-section';
import { testPost } from '@/features/posts/test-post';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { PendingMessageRow } from '@/features/messages/pending-message-row';
import { ManageReports } from './manage-reports';
import { MembershipActions } from './membership-actions';

/* Issue 37: rules accepted on join, the community's reports queue, locked comments. */

beforeAll(setUpTexts);
afterEach(cleanup);

const community: CommunityDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Habesha Runners',
  description: 'We run on Saturdays.',
  privacy: 'public',
  coverUrl: null,
  iconUrl: null,
  memberCount: 3,
  createdAt: new Date().toISOString(),
  lastActiveAt: new Date().toISOString(),
  viewer: { membership: 'none', canSeeContent: true },
  joinQuestion: null,
  adminCount: 1,
  pendingRequests: null,
  rules: [
    { title: 'Be kind', detail: 'No insults.' },
    { title: 'ፖለቲካ የለም', detail: '' },
  ],
  slowModeSeconds: 0,
};

describe('joining a community with rules', () => {
  it('shows the rules and sends the acceptance once I tick the box', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(null)),
      http.put(`/api/v1/communities/${community.id}/membership`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ membership: 'member', memberCount: 4 });
      }),
      http.get(`/api/v1/communities/${community.id}`, () =>
        HttpResponse.json({ ...community, viewer: { membership: 'member', canSeeContent: true } }),
      ),
    );
    renderWithApp(<MembershipActions community={community} />);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Be kind')).toBeTruthy();
    expect(screen.getByText('ፖለቲካ የለም')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    const join = dialog.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have read the rules and accept them'));
    expect(join.disabled).toBe(false);
    fireEvent.click(join);
    await waitFor(() => expect(sent).toEqual([{ answer: '', acceptRules: true }]));
  });
});

describe("the community's reports queue", () => {
  it('shows the rule named and the content, and decides with the reason', async () => {
    const report: CommunityReport = {
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'post',
      targetId: '33333333-3333-4333-8333-333333333333',
      category: 'other',
      rule: { number: 1, title: 'Be kind' },
      details: '',
      status: 'open',
      outcome: null,
      createdAt: new Date().toISOString(),
      reportCount: 2,
      author: null,
      content: { text: 'Something rude', link: '/post/33333333-3333-4333-8333-333333333333' },
    };
    const decided: unknown[] = [];
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(null)),
      http.get(`/api/v1/communities/${community.id}/reports`, () =>
        HttpResponse.json({ items: decided.length ? [] : [report], nextCursor: null }),
      ),
      http.put(`/api/v1/communities/${community.id}/reports/${report.id}`, async ({ request }) => {
        decided.push(await request.json());
        return HttpResponse.json({ status: 'actioned' });
      }),
    );
    renderWithApp(<ManageReports communityId={community.id} />);
    expect(await screen.findByText('Rule 1: Be kind')).toBeTruthy();
    expect(screen.getByText('Something rude')).toBeTruthy();
    expect(screen.getByText(/2 reports/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reason (sent to the member)'), {
      target: { value: 'Breaks rule 1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ban from community' }));
    await waitFor(() => expect(decided).toEqual([{ action: 'ban', reason: 'Breaks rule 1' }]));
    expect(await screen.findByText('No reports here.')).toBeTruthy();
  });
});

describe('locked comments', () => {
  it('show "Comments are locked" instead of the comment box', async () => {
    const post = testPost({ commentsLocked: true });
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(null)),
      http.get(`/api/v1/posts/${post.id}/comments`, () =>
        HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    renderWithApp(<CommentsSection post={post} textareaRef={createRef()} />);
    expect(await screen.findByText('Comments are locked')).toBeTruthy();
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
  });
});

describe('slow mode in the chat', () => {
  it('says the waiting message goes by itself, and when', () => {
    renderWithApp(
      <PendingMessageRow
        item={{
          clientId: 'c1',
          conversationId: 'conv-1',
          body: 'Selam',
          imageKeys: [],
          images: [],
          createdAt: new Date().toISOString(),
          status: 'sending',
          slowModeSeconds: 12,
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Slow mode: sends by itself in 12 seconds');
  });
});
