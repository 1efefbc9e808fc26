import { expect, test } from '../fixtures';
import { grantAdmin } from '../support/admin';
import { otherUser } from './notifications-helpers';

const shots = process.env.SHOTS_DIR;

test.describe('hold for review (issue 37)', () => {
  test("an admin adds a hold word; a member's post with it is held, labelled for them, until the admin approves it", async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.slow(); // the command line, two people
    const admin = await accounts.signIn(page);
    expect(grantAdmin(admin.email)).toContain('is now a site admin');
    // A word no other journey writes, so that the site-wide list holds nothing of theirs.
    const word = `zebrafund${Date.now().toString(36)}`;

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Hold rules' }).click();
    await page.getByLabel('Word or phrase').fill(word);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const words = page.getByRole('list', { name: 'Hold words' });
    await expect(words.getByText(word)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Domain' })
      .fill('https://www.spam-journey.example/deal');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('spam-journey.example', { exact: true })).toBeVisible();
    await expectAccessible(page);
    if (shots)
      await page.screenshot({ path: `${shots}/admin-hold-rules-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (shots) await page.screenshot({ path: `${shots}/admin-hold-rules-390.png`, fullPage: true });

    const member = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const them = member.page;
      await them.setViewportSize({ width: 1280, height: 800 });
      await them.goto('/dashboard');
      const body = `Join the ${word.toUpperCase()} today, it doubles your money`;
      await them.getByLabel('Write a post').fill(body);
      await them.getByRole('button', { name: 'Post', exact: true }).click();
      const mine = them.locator('article').filter({ hasText: body });
      await expect(mine.getByTestId('held-for-review')).toContainText('Held for review.');
      if (shots) await them.screenshot({ path: `${shots}/held-post-author-1280.png` });

      // The admin finds it under "Held for review", with why, and approves it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('tab', { name: 'Held for review' }).click();
      const queued = page.getByTestId('held-item').filter({ hasText: body });
      await expect(queued).toContainText('Holds a site-wide hold word');
      await expectAccessible(page);
      if (shots) await page.screenshot({ path: `${shots}/admin-held-review-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      if (shots) await page.screenshot({ path: `${shots}/admin-held-review-390.png` });
      await queued.getByRole('button', { name: 'Approve' }).click();
      await expect(queued).toHaveCount(0);

      await them.reload();
      await expect(them.locator('article').filter({ hasText: body })).toBeVisible();
      await expect(
        them.locator('article').filter({ hasText: body }).getByTestId('held-for-review'),
      ).toHaveCount(0);
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
    }
  });

  test("a community's admins keep their own keyword filter and see what it held", async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    await accounts.signIn(page);
    const created = await page.request.post('/api/v1/communities', {
      data: {
        name: `Filtered ${Date.now().toString(36)}`,
        description: 'A community with its own keyword filter.',
        privacy: 'public',
      },
    });
    expect(created.ok()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/communities/${id}/manage?tab=filters`);
    await page.getByLabel('Word or phrase').fill('ፖለቲካ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Hold words' }).getByText('ፖለቲካ')).toBeVisible();
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/manage-filters-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (shots) await page.screenshot({ path: `${shots}/manage-filters-390.png`, fullPage: true });

    // An admin's own post is held too (the filter holds everyone's), and waits under Held.
    const posted = await page.request.post('/api/v1/posts', {
      data: { body: 'Politika talk tonight', audience: 'community', communityId: id },
    });
    expect(((await posted.json()) as { held: boolean }).held).toBe(true);
    await page.getByRole('tab', { name: 'Held' }).click();
    const held = page.getByTestId('held-item').filter({ hasText: 'Politika talk tonight' });
    await expect(held).toContainText("Holds a word of the community's filter");
    if (shots) await page.screenshot({ path: `${shots}/manage-held-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    if (shots) await page.screenshot({ path: `${shots}/manage-held-1280.png`, fullPage: true });
    await held.getByRole('button', { name: 'Approve' }).click();
    await expect(held).toHaveCount(0);
  });
});
