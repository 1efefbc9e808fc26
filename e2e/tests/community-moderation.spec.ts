import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';

const shots = '/tmp/shots/community';

test.describe('community moderation', () => {
  test('a community admin handles a report against a rule, bans and unbans', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(240_000);
    await accounts.signIn(page);
    const name = `Runners ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/communities', {
      data: { name, description: 'Habesha runners on Saturday mornings.', privacy: 'public' },
    });
    expect(created.ok()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    const rules = await page.request.patch(`/api/v1/communities/${id}`, {
      data: {
        rules: [
          { title: 'Be kind to every runner', detail: 'No insults, no mockery of pace.' },
          { title: 'No politics', detail: '' },
        ],
      },
    });
    expect(rules.ok()).toBe(true);

    const author = await otherUser(browser, baseURL, accounts.signIn);
    const reporter = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await author.call('put', `/api/v1/communities/${id}/membership`, { acceptRules: true });
      const text = `Slow runners should stay home ${Date.now()}`;
      await author.call('post', '/api/v1/posts', {
        body: text,
        audience: 'community',
        communityId: id,
      });

      // The reporter reads the rules before joining and accepts them in the join dialog.
      const them = reporter.page;
      await them.goto(`/community/${id}`);
      const rulesCard = them.getByRole('region', { name: 'Community rules' });
      await expect(rulesCard.getByText('Be kind to every runner')).toBeVisible();
      await them.setViewportSize({ width: 390, height: 844 });
      await them.screenshot({ path: `${shots}/community-rules-390.png` });
      await them.setViewportSize({ width: 1280, height: 800 });
      await them.screenshot({ path: `${shots}/community-rules-1280.png` });
      await them.getByRole('button', { name: 'Join', exact: true }).click();
      const join = them.getByRole('dialog', { name: 'Join this community' });
      await expect(join.getByText('No politics')).toBeVisible();
      await expect(join.getByRole('button', { name: 'Join', exact: true })).toBeDisabled();
      await join.getByLabel('I have read the rules and accept them').check();
      await expectAccessible(them);
      await them.screenshot({ path: `${shots}/join-dialog-1280.png` });
      await them.setViewportSize({ width: 390, height: 844 });
      await them.screenshot({ path: `${shots}/join-dialog-390.png` });
      await them.setViewportSize({ width: 1280, height: 800 });
      await join.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(them.getByRole('button', { name: 'Leave' })).toBeVisible();

      // They report the post, naming rule 1.
      await them.getByRole('tab', { name: 'Posts' }).click();
      const card = them.locator('article').filter({ hasText: text });
      await card.getByRole('button', { name: 'Post options' }).click();
      await them.getByRole('menuitem', { name: 'Report post' }).click();
      const report = them.getByRole('dialog', { name: /^Report/ });
      await report.getByRole('radio', { name: 'Rule 1: Be kind to every runner' }).check();
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(them.getByRole('dialog', { name: /Thanks/ })).toBeVisible();

      // The admin finds it in Manage → Reports and removes the post.
      await page.goto(`/dashboard/communities/${id}/manage?tab=reports`);
      const queue = page.getByRole('list', { name: 'Reports' });
      await expect(queue.getByText('Rule 1: Be kind to every runner')).toBeVisible();
      await expect(queue.getByText(text)).toBeVisible();
      await expectAccessible(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${shots}/manage-reports-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/manage-reports-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await queue.getByLabel('Your reason (sent to the member)').fill('Breaks rule 1');
      await queue.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Removed.')).toBeVisible();
      await expect(page.getByText('No reports here.')).toBeVisible();

      // The rules and slow mode tab.
      await page.getByRole('tab', { name: 'Rules' }).click();
      await expect(page.getByLabel('Title').first()).toHaveValue('Be kind to every runner');
      await page.screenshot({ path: `${shots}/manage-rules-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/manage-rules-390.png`, fullPage: true });

      // The post is gone for its readers.
      await them.reload();
      await expect(them.locator('article').filter({ hasText: text })).toHaveCount(0);

      // The author's strike names the rule broken (issue 37).
      const mine = author.page;
      await mine.goto('/settings/account-status');
      const strike = mine.getByRole('article', { name: 'Content removed' });
      await expect(strike.getByText('1. Be kind to every runner')).toBeVisible();
      await mine.setViewportSize({ width: 1280, height: 800 });
      await mine.screenshot({ path: `${shots}/strike-rule-1280.png`, fullPage: true });
      await mine.setViewportSize({ width: 390, height: 844 });
      await mine.screenshot({ path: `${shots}/strike-rule-390.png`, fullPage: true });

      // A second post, reported: the admin bans its author, then lifts the ban in Manage.
      const again = (await author.call('post', '/api/v1/posts', {
        body: `Politics again ${Date.now()}`,
        audience: 'community',
        communityId: id,
      })) as { id: string };
      const second = (await reporter.call('post', '/api/v1/reports', {
        kind: 'post',
        targetId: again.id,
        category: 'other',
        ruleNumber: 2,
      })) as { id: string };
      const banned = await page.request.put(`/api/v1/communities/${id}/reports/${second.id}`, {
        data: { action: 'ban', reason: 'Rule 2, again' },
      });
      expect(banned.ok()).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/dashboard/communities/${id}/manage?tab=members`);
      const bans = page.getByRole('region', { name: 'Banned members' });
      const who = author.member.fullName;
      await expect(bans.getByText(who)).toBeVisible();
      await expect(bans.getByText('Reason: Rule 2, again')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/banned-members-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/banned-members-390.png`, fullPage: true });
      await bans.getByRole('button', { name: `Unban ${who}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Unban this person?' });
      await expect(confirm.getByText(/will be able to join this community again/)).toBeVisible();
      await page.screenshot({ path: `${shots}/unban-confirm-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await confirm.getByRole('button', { name: 'Unban' }).click();
      await expect(bans.getByText('Nobody is banned')).toBeVisible();
      // They may join again.
      await author.call('put', `/api/v1/communities/${id}/membership`, { acceptRules: true });
      expect(author.errors).toEqual([]);
      expect(reporter.errors).toEqual([]);
    } finally {
      await author.close();
      await reporter.close();
    }
  });
});
