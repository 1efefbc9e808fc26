import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityBan } from '@aebro/shared/communities';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ManageBans } from './manage-bans';

/* Issue 37: Manage → Members → Banned members, with Unban after a confirmation. */

beforeAll(setUpTexts);
afterEach(cleanup);

const communityId = '11111111-1111-4111-8111-111111111111';
const ban: CommunityBan = {
  person: {
    id: 'rude-1',
    username: 'robel',
    fullName: 'Robel Rude',
    avatarUrl: null,
    accountType: 'community',
    businessName: null,
    businessCategory: null,
    isVerified: false,
    isFollowing: false,
    followRequested: false,
    online: null,
  },
  reason: 'Insults',
  createdAt: new Date().toISOString(),
};

describe('banned members', () => {
  it('lists who is banned and why, and unbans after a confirmation', async () => {
    let banned = [ban];
    const lifted: string[] = [];
    server.use(
      http.get(`/api/v1/communities/${communityId}/bans`, () =>
        HttpResponse.json({ items: banned, nextCursor: null }),
      ),
      http.delete(`/api/v1/communities/${communityId}/bans/:userId`, ({ params }) => {
        lifted.push(String(params.userId));
        banned = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<ManageBans communityId={communityId} />);
    expect(await screen.findByText('Robel Rude')).toBeTruthy();
    expect(screen.getByText(/Reason: Insults/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unban Robel Rude' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/will be able to join this community again/)).toBeTruthy();
    expect(lifted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unban' }));
    await waitFor(() => expect(lifted).toEqual(['rude-1']));
    expect(await screen.findByText('Nobody is banned')).toBeTruthy();
  });

  it('says so when nobody is banned', async () => {
    server.use(
      http.get(`/api/v1/communities/${communityId}/bans`, () =>
        HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    renderWithApp(<ManageBans communityId={communityId} />);
    expect(await screen.findByText('Nobody is banned')).toBeTruthy();
  });
});
