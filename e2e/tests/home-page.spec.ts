import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test('the home page links the API document, the realm and the apps, and names the gRPC gateway', async ({ page, engine }) => {
  // when
  const response = await page.goto(`${engine.baseUrl}/`);

  // then
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Baton');
  const apiLink = page.getByRole('link', { name: 'API document' });
  await expect(apiLink).toHaveAttribute('href', '/baton/v1/openapi.json');
  const items = await page.getByRole('listitem').allInnerTexts();
  expect(items.map((item) => item.split(/[:(]/)[0].trim())).toEqual(['API document', 'gRPC', 'Realm', 'Tasklist', 'Modeler']);
  await page.screenshot({ path: join(SCREENSHOTS, 'home-page.png'), fullPage: true });

  // and the API document it links is the engine's OpenAPI document
  const opening = page.waitForResponse((answer) => answer.url() === `${engine.baseUrl}/baton/v1/openapi.json`);
  await apiLink.click();
  const opened = await opening;
  expect(opened.headers()['content-type']).toContain('application/json');
  const document = (await opened.json()) as { openapi?: string; paths?: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths ?? {})).toContain('/v2/process-instances');
});

test('every link of the home page answers, or the page says what is not there', async ({ page, request, engine }) => {
  await page.goto(`${engine.baseUrl}/`);

  const hrefs = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const answer = await request.get(new URL(href, engine.baseUrl).toString());
    expect(answer.status(), href).toBe(200);
  }
  const realmServed = hrefs.some((href) => href.startsWith('/auth/realms/baton/'));
  if (!realmServed) await expect(page.getByRole('listitem').filter({ hasText: 'Realm' })).toContainText('not served by this engine');
  for (const app of ['Tasklist', 'Modeler']) {
    const linked = hrefs.includes(`/${app.toLowerCase()}/`);
    if (!linked) await expect(page.getByRole('listitem').filter({ hasText: app })).toContainText('not built');
  }
});
