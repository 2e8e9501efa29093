import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type Page, request } from '@playwright/test';
import { adminApi } from './support/admin-api.ts';
import { BASE_URL } from './support/config.ts';
import { expect, expectAccessible, skipTour, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

// Issue 30, the "done when" journey: a CRM invites a counsellor and assigns a learner; the counsellor
// sees progress but no case; the learner shares the case; the counsellor sees it and leaves
// feedback; the learner sees it in the bell and on the overview and answers.

const stamp = `${Date.now()}-${process.pid}`;
const counsellorEmail = `beraterin-${stamp}@example.org`;
const learnerEmail = `lernende-${stamp}@example.org`;
const password = 'Beratung-Winter-2026';

/** The invitation's link chooses the password (as the person would on /reset-password). */
async function acceptInvitation(email: string) {
  const token = (await waitForMail(email)).text.match(/token=([\w%-]+)/)?.[1];
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const reset = await api.post('/api/auth/reset-password', {
    data: { token: decodeURIComponent(token!), password },
  });
  expect(reset.status()).toBe(200);
  await api.dispose();
}

async function signInAs(browser: Browser, email: string, landing: RegExp) {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  // A person starts at the address they were given; the app sends them to the sign-in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(landing);
  return page;
}

/** The sidebar link to an area, as a person moves through the app (no typed addresses, no reloads). */
function navTo(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name }).click();
}

/** Screenshots to look at, outside test-results/ (which the next run empties). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(tmpdir(), `counsellor-${name}.png`), fullPage: true });
}

test('a counsellor follows a learner, who shares the case and answers the feedback', async ({ browser }) => {
  // The CRM: a key with counsellors:write, a counsellor, and a learner assigned to them.
  const admin = await adminApi();
  const { key } = await admin.json<{ key: string }>('POST', '/admin/api-keys', {
    name: `CRM ${stamp}`,
    scopes: ['learners:write', 'learners:read', 'counsellors:write'],
  });
  const crm = { authorization: `Bearer ${key}` };
  const invited = await admin.put('/api/integration/v1/counsellors', {
    headers: crm,
    data: { email: counsellorEmail, name: 'Anna Berger', language: 'de' },
  });
  expect(invited.status()).toBe(201);
  const assigned = await admin.put('/api/integration/v1/learners', {
    headers: crm,
    data: { email: learnerEmail, counsellor: counsellorEmail },
  });
  expect(assigned.status()).toBe(201);
  await admin.dispose();
  await acceptInvitation(counsellorEmail);
  await acceptInvitation(learnerEmail);

  // The learner agrees to the privacy notice, then writes a line in the case.
  const learner = await signInAs(browser, learnerEmail, /\/dashboard$/);
  await learner.getByLabel(/Ich willige ausdrücklich ein/).check();
  await learner.getByRole('button', { name: 'Zustimmen und weiter' }).click();
  await skipTour(learner);
  const workbook = (await (await learner.request.get('/api/case')).json()).workbook;
  workbook.past.amounts = 'Am Wochenende meist sechs bis acht Bier.';
  expect((await learner.request.put('/api/case', { data: workbook })).status()).toBe(200);

  // The counsellor lands on their learners: figures, no case.
  const counsellor = await signInAs(browser, counsellorEmail, /\/dashboard\/counsellor$/);
  await skipTour(counsellor);
  await expect(counsellor.getByRole('heading', { name: 'Meine Lernenden', level: 1 })).toBeVisible();
  await expect(counsellor.getByText('1 von 1 Lernenden angezeigt')).toBeVisible();
  await expect(counsellor.getByText('Bereitschaft', { exact: true })).toBeVisible();
  await expectAccessible(counsellor);
  await counsellor.getByRole('link', { name: learnerEmail }).click();
  await expect(
    counsellor.getByText('Diese Person teilt zurzeit nichts mit Ihnen.', { exact: false }),
  ).toBeVisible();
  await expect(counsellor.getByRole('link', { name: 'Druckansicht des Falls' })).toHaveCount(0);
  const refused = await counsellor.request.get('/api/case');
  expect(refused.status()).toBe(403);
  await expectAccessible(counsellor);

  // The learner shares the case in settings, with the keyboard.
  await navTo(learner, 'Persönliche Daten & Profil');
  const section = learner.getByRole('region', { name: 'Meine Beratung' });
  await expect(section).toContainText('Anna Berger');
  const caseSwitch = section.getByRole('switch', { name: '„Mein MPU-Fall“ teilen' });
  await caseSwitch.focus();
  await learner.keyboard.press('Space');
  await expect(caseSwitch).toBeChecked();
  await expect(section).toContainText('Geteilt mit Anna Berger.');
  await expectAccessible(learner);

  // The counsellor sees it as the print view and leaves feedback on the case: back to the list
  // and into the learner's page again, which reads the shares anew.
  await navTo(counsellor, 'Meine Lernenden');
  await counsellor.getByRole('link', { name: learnerEmail }).click();
  await counsellor.getByRole('link', { name: 'Druckansicht des Falls' }).click();
  await expect(counsellor.getByText('Am Wochenende meist sechs bis acht Bier.')).toBeVisible();
  await expectAccessible(counsellor);
  await counsellor.getByRole('link', { name: 'Zurück zur Person' }).click();
  await counsellor.getByLabel('Worum geht es?').selectOption('case');
  await counsellor
    .getByRole('textbox', { name: 'Ihre Rückmeldung' })
    .fill('Gut, dass Sie die Mengen so ehrlich nennen.');
  await counsellor.getByRole('button', { name: 'Senden' }).click();
  await expect(counsellor.getByText('Gut, dass Sie die Mengen so ehrlich nennen.')).toBeVisible();

  // The learner: a notice in the bell, the thread on the overview, an answer.
  await navTo(learner, 'Übersicht');
  await learner.getByRole('button', { name: /Benachrichtigungen: 1 ungelesen/ }).click();
  await learner.getByRole('link', { name: '1 neue Nachricht von Anna Berger' }).click();
  const card = learner.getByRole('region', { name: 'Rückmeldung aus Ihrer Beratung' });
  await expect(card).toContainText('Gut, dass Sie die Mengen so ehrlich nennen.');
  await card.getByRole('textbox', { name: 'Ihre Antwort' }).fill('Danke, ich ergänze noch die Anlässe.');
  await card.getByRole('button', { name: 'Senden' }).click();
  await expect(card).toContainText('Danke, ich ergänze noch die Anlässe.');
  await expect(learner.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  await expectAccessible(learner);

  // Withdrawn at once: the counsellor's next visit to the learner's page has no case.
  await navTo(learner, 'Persönliche Daten & Profil');
  await learner.getByRole('switch', { name: '„Mein MPU-Fall“ teilen' }).click();
  await expect(learner.getByRole('switch', { name: '„Mein MPU-Fall“ teilen' })).not.toBeChecked();
  await navTo(counsellor, 'Meine Lernenden');
  await counsellor.getByRole('link', { name: learnerEmail }).click();
  await expect(
    counsellor.getByText('Diese Person teilt zurzeit nichts mit Ihnen.', { exact: false }),
  ).toBeVisible();
  await expect(counsellor.getByText('Danke, ich ergänze noch die Anlässe.')).toBeVisible();

  // 360 px: the counsellor's list and the learner's settings.
  await navTo(counsellor, 'Meine Lernenden');
  for (const page of [counsellor, learner]) await page.setViewportSize({ width: 360, height: 780 });
  await expect(counsellor.getByRole('heading', { name: 'Meine Lernenden', level: 1 })).toBeVisible();
  const overflow = await counsellor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(counsellor, 'list-360');
  await counsellor.getByRole('link', { name: learnerEmail }).click();
  await expect(counsellor.getByRole('heading', { name: 'Rückmeldung' })).toBeVisible();
  await shot(counsellor, 'learner-360');
  await learner.getByRole('region', { name: 'Meine Beratung' }).scrollIntoViewIfNeeded();
  await shot(learner, 'settings-360');
  expect(await learner.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});
