/**
 * /question-bank when a card's code cannot be fetched (the connection dropped before the offline
 * pack kept it): the card says so with Try again while the list and the search stay, and Try again,
 * once the network answers, opens the card.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The page's result cards. */
const cards = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('article');
/** The question card's chunk (hashed name). */
const CARD_CHUNK = /\/assets\/question-card-[\w-]+\.js$/;

test('a card whose code cannot be fetched says so, and Try again opens it', async ({ page }) => {
  await page.route(CARD_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/question-bank');
  // The prerendered page's buttons wait for the app, which then takes the static page's place.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const card = cards(page).first();
  await expect(card).toBeVisible();
  const listed = await cards(page).count();

  await card.getByRole('button', { name: 'Answer' }).click();
  await expect(card.getByRole('alert')).toContainText('This card is not available offline yet.');
  await expect(cards(page)).toHaveCount(listed);
  await expect(page.getByLabel('Search questions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not available offline yet' })).toHaveCount(0);

  await page.unroute(CARD_CHUNK);
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByLabel('Your answer')).toBeFocused();
  await expect(card.getByRole('alert')).toHaveCount(0);
});
