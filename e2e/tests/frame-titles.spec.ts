import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { paidEvent } from './events-helpers';
import { createPost } from './notifications-helpers';
import { otherMember, uniquePersonName } from './people-helpers';
import { becomeBusiness, listService } from './services-helpers';

/**
 * Issue 35, items 3 and 4: a page that shows one item is named after it, in the tab's title and the
 * header, so that tabs and history entries can be told apart; a 404 is "Page Not Found", also where
 * a screen shows it in its place (/admin to a member).
 */

async function expectTitled(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveTitle(`${title} · Aebro`);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
}

test('a community, an event, a service, a post and a person name the tab and the header', async ({
  page,
  browser,
  baseURL,
  accounts,
}) => {
  test.slow();
  await accounts.signIn(page);
  const tag = Date.now().toString(36);

  const created = await page.request.post('/api/v1/communities', {
    data: {
      name: `Debre Hiwot ${tag}`,
      description: 'Sunday school and coffee.',
      privacy: 'public',
    },
  });
  expect(created.ok()).toBe(true);
  const communityId = ((await created.json()) as { id: string }).id;
  await expectTitled(page, `/community/${communityId}`, `Debre Hiwot ${tag}`);
  await expectTitled(page, `/dashboard/communities/${communityId}`, `Debre Hiwot ${tag}`);

  const eventId = await paidEvent(page, { title: `Enkutatash picnic ${tag}` });
  await expectTitled(page, `/events/${eventId}`, `Enkutatash picnic ${tag}`);

  const postId = await createPost(
    page,
    'Buna this Sunday after church, everyone is welcome to join us at the hall',
  );
  await expectTitled(
    page,
    `/post/${postId}`,
    'Selam Tesfaye: Buna this Sunday after church, everyone is…',
  );

  const name = uniquePersonName('Hirut');
  const other = await otherMember(browser, baseURL, accounts.signIn, { fullName: name });
  try {
    await expectTitled(page, `/profile/${other.id}`, name);
    await becomeBusiness(other.page, `Henna by Hana ${tag}`);
    const serviceId = await listService(other.page, { title: `Wedding henna ${tag}` });
    await expectTitled(page, `/service/${serviceId}`, `Wedding henna ${tag}`);
  } finally {
    await other.close();
  }
  // My own profile is named after me too.
  await expectTitled(page, '/profile', 'Selam Tesfaye');

  // Two entries of the history are told apart by their titles.
  await page.goto(`/community/${communityId}`);
  await page.goto(`/events/${eventId}`);
  await page.goBack();
  await expect(page).toHaveTitle(`Debre Hiwot ${tag} · Aebro`);
});

test('/admin to a member is a 404 in its title too: "Page Not Found", not "Administration"', async ({
  page,
  accounts,
}) => {
  await accounts.signIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 2 })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Aebro');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    'Page Not Found',
  );
  // And an unknown address, signed in, as before.
  await page.goto('/no/such/place');
  await expect(page).toHaveTitle('Page Not Found · Aebro');
});
