import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityDetail } from '@aebro/shared/communities';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ManageRules } from './manage-rules';

/* Issue 37: Manage → Rules, a react-hook-form form checked by the shared schema. */

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
  viewer: { membership: 'admin', canSeeContent: true },
  joinQuestion: null,
  adminCount: 1,
  pendingRequests: 0,
  rules: [
    { title: 'Be kind', detail: 'No insults.' },
    { title: 'ፖለቲካ የለም', detail: '' },
  ],
  slowModeSeconds: 0,
};

function serve() {
  const sent: unknown[] = [];
  server.use(
    http.patch(`/api/v1/communities/${community.id}`, async ({ request }) => {
      const body = (await request.json()) as Pick<CommunityDetail, 'rules' | 'slowModeSeconds'>;
      sent.push(body);
      return HttpResponse.json({ ...community, ...body });
    }),
  );
  return sent;
}

describe('Manage → Rules', () => {
  it('refuses a rule without a title on that rule, and sends nothing', async () => {
    const sent = serve();
    renderWithApp(<ManageRules community={community} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    expect(screen.getByText('Rule 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save rules and slow mode' }));
    expect(await screen.findByText('Give each rule a title.')).toBeTruthy();
    const titles = screen.getAllByLabelText('Title');
    expect(titles[2]?.getAttribute('aria-invalid')).toBe('true');
    expect(titles[0]?.getAttribute('aria-invalid')).not.toBe('true');
    expect(sent).toEqual([]);
  });

  it('reorders, removes, adds and saves the rules with the slow mode', async () => {
    const sent = serve();
    renderWithApp(<ManageRules community={community} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 1 down' }));
    expect((screen.getAllByLabelText('Title')[0] as HTMLInputElement).value).toBe('ፖለቲካ የለም');
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    fireEvent.change(screen.getAllByLabelText('Title')[2] as HTMLInputElement, {
      target: { value: '  No selling  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    fireEvent.change(screen.getByLabelText(/Members may post/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules and slow mode' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          rules: [
            { title: 'Be kind', detail: 'No insults.' },
            { title: 'No selling', detail: '' },
          ],
          slowModeSeconds: 60,
        },
      ]),
    );
    // The form takes what was saved as its new start: nothing is left to save.
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Save rules and slow mode' })
          .disabled,
      ).toBe(false),
    );
    expect((screen.getAllByLabelText('Title')[1] as HTMLInputElement).value).toBe('No selling');
  });
});
