/**
 * The installable shell: the manifest is linked and served, and after one visit the service
 * worker serves `/` and `/practice-setup` with the network off.
 */
import { expect, test } from './support/test';
import { HomePage } from './pages/home-page';
import { SetupPage } from './pages/setup-page';
import { takeServiceWorkerControl } from './support/service-worker';

test('the web app manifest is linked and served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Greenshoe — IB interview prep', short_name: 'Greenshoe', start_url: '/', display: 'standalone' });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toContain('image/png');
  expect(await (await request.get('/robots.txt')).text()).toContain('User-agent');
});

test('the app shell loads offline after one visit', async ({ page, context }) => {
  const home = new HomePage(page);
  await home.open();
  await takeServiceWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await home.expectLoaded();

  await page.goto('/practice-setup');
  await new SetupPage(page).expectLoaded();
  await expect(page.getByLabel('Company')).toBeVisible();
  await context.setOffline(false);
});
