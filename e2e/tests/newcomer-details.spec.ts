import { expect, test } from '../fixtures';
import { paidEvent } from './events-helpers';
import { otherUser, userIdOf } from './notifications-helpers';
import { twoTonePng } from './people-helpers';

/**
 * Issue 35, items 21, 29, 31, 33 and 34: the smaller things a newcomer met (phone filters of events,
 * the landing banner's languages, the blocked conversation's text, the search field's clear button,
 * the round crop on a phone).
 */

const phone = { width: 390, height: 844 };

test.describe('events on a phone', () => {
  test.use({ viewport: phone });

  test('the events come first: the filters fold under one button, and stay in the address', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.slow();
    await accounts.signIn(page);
    const title = `Buna and books ${Date.now().toString(36)}`;
    await paidEvent(page, { title });
    await page.goto('/events');
    const list = page.getByRole('list', { name: 'Upcoming' });
    const event = list.getByRole('link', { name: new RegExp(title) });
    await expect(event).toBeVisible();
    // The first event (other journeys add theirs to the same list) is on the first screen, above
    // the tab bar, without scrolling.
    const box = await list.getByRole('listitem').first().boundingBox();
    expect(box && box.y + Math.min(box.height, 120)).toBeLessThan(phone.height - 64);
    await expect(page.getByLabel('Category')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Holidays' })).toHaveCount(0);
    await expect(page.getByLabel('Search events')).toBeVisible();

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Holidays' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Category').selectOption('music_concerts');
    await expect(page).toHaveURL(/category=music_concerts/);
    await expect(event).toHaveCount(0);

    // After a reload the choice is still there, folded, and the button says how many are chosen.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(event).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(event).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('events-390.png') });
  });

  test('on a wide screen the filters all show, as before', async ({ page, accounts }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.signIn(page);
    await page.goto('/events');
    await expect(page.getByLabel('Category')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
  });
});

test('the landing banner names the three languages the page offers, in each of them', async ({
  page,
}) => {
  const banners: Array<[string, string]> = [
    ['en', 'in English, Amharic and Tigrinya.'],
    ['am', 'በአማርኛ፣ በትግርኛ እና በእንግሊዝኛ።'],
    ['ti', 'ብእንግሊዝኛ፣ ብኣምሓርኛን ብትግርኛን።'],
  ];
  for (const [language, text] of banners) {
    // As prerendered for a browser that prefers the language.
    const html = await (
      await page.request.get('/', { headers: { 'accept-language': `${language};q=1` } })
    ).text();
    expect(html).toContain(`data-prerendered="${language}"`);
    expect(html).toContain(text);
  }
  // And on screen, once the page is alive.
  await page.goto('/');
  await expect(page.getByText('in English, Amharic and Tigrinya.')).toBeVisible();
  await page.getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.getByText('በአማርኛ፣ በትግርኛ እና በእንግሊዝኛ።', { exact: false })).toBeVisible();
});

test('a conversation refused by a block has a heading and an explanation, not the heading twice', async ({
  page,
  browser,
  baseURL,
  accounts,
}) => {
  await accounts.signIn(page);
  const other = await otherUser(browser, baseURL, accounts.signIn);
  try {
    await other.call('put', `/api/v1/profiles/${await userIdOf(page)}/block`);
    await page.goto(`/messages/${await userIdOf(other.page)}`);
    const heading = page.getByRole('heading', { name: "You can't message this person", level: 2 });
    await expect(heading).toBeVisible();
    await expect(
      page.getByText(
        "A conversation with this person can't be started or continued here. They are not told that you tried.",
      ),
    ).toBeVisible();
    await expect(page.getByText("You can't message this person.")).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the clear button of a search field is drawn in the theme’s colour, not the browser’s blue', async ({
  page,
  context,
  accounts,
}) => {
  await accounts.signIn(page);
  await page.goto('/search');
  await page.getByRole('searchbox').fill('selam');
  // The button is in the field's own (user-agent) shadow tree: read its style through the devtools.
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = { nodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
  const find = (node: Node): Node | undefined => {
    if (node.attributes?.includes('-webkit-search-cancel-button')) return node;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const button = find(root);
  expect(button, 'the search field has its clear button').toBeDefined();
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', {
    nodeId: button?.nodeId ?? 0,
  });
  const style = Object.fromEntries(computedStyle.map(({ name, value }) => [name, value]));
  const muted = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--muted-foreground)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(style.appearance).toBe('none');
  expect(style['background-color']).toBe(muted);
  await page.screenshot({
    path: test.info().outputPath('search-clear.png'),
    clip: { x: 0, y: 56, width: 1280, height: 160 },
  });
});

test.describe('the avatar crop on a phone', () => {
  test.use({ viewport: phone });

  test('the round crop and its ring stay inside the frame, for a square and a tall picture', async ({
    page,
    accounts,
  }) => {
    await accounts.signIn(page);
    await page.goto('/edit-profile');
    for (const [name, width, height] of [
      ['square.png', 600, 600],
      ['tall.png', 300, 500],
    ] as const) {
      await page
        .getByLabel('Choose a photo')
        .setInputFiles({ name, mimeType: 'image/png', buffer: twoTonePng(width, height) });
      const cropper = page.getByRole('dialog', { name: 'Crop Your Photo' });
      await expect(cropper).toBeVisible();
      const frame = await cropper.getByTestId('container').boundingBox();
      const round = await cropper.getByTestId('cropper').boundingBox();
      if (!frame || !round) throw new Error('the crop is not on screen');
      // The focus ring is drawn 4 px around the round crop (a 2 px outline, 2 px away).
      expect(round.x - 4, name).toBeGreaterThanOrEqual(frame.x);
      expect(round.x + round.width + 4, name).toBeLessThanOrEqual(frame.x + frame.width);
      expect(round.y - 4, name).toBeGreaterThanOrEqual(frame.y);
      expect(round.y + round.height + 4, name).toBeLessThanOrEqual(frame.y + frame.height);
      await page.screenshot({ path: test.info().outputPath(`crop-390-${name}`) });
      await cropper.getByRole('button', { name: 'Cancel' }).click();
      await expect(cropper).toBeHidden();
    }
  });
});
