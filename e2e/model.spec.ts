import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from './support/config.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import { MODEL_URL, startModelServer } from './support/model-server.ts';

// With a configured model (issue 25, decision 050), against the fake endpoint on a second server:
// the interview's opt-in is off by default, the stop button and leaving the page abort the upstream
// request, and a late or broken model answer is replaced by the answer from the content. Speech
// without the browser's APIs says so and offers typing.
const text = (file: string) =>
  JSON.parse(readFileSync(new URL(`../common/i18n/de/${file}.json`, import.meta.url), 'utf8'));
const assistant = text('assistant');
const interview = text('interview');
const nav = text('nav');

let server: Awaited<ReturnType<typeof startModelServer>>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: MODEL_URL });
test.beforeAll(async () => {
  server = await startModelServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const menu = (page: Page) => page.getByRole('navigation', { name: nav.label });

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: assistant.input });
  await input.fill(question);
  await input.press('Enter');
}

test('the interview sends nothing to the model until the learner switches it on', async ({ page }) => {
  await signIn(page, DEMO.learner);
  await menu(page).getByRole('link', { name: nav.examTrainer }).click();
  const optIn = page.getByRole('switch', { name: interview.engine.optIn });
  await expect(optIn).not.toBeChecked();
  await expect(page.getByText(interview.engine.remoteOff)).toBeVisible();
  await page.getByRole('button', { name: interview.start.button }).click();
  const log = page.getByRole('log', { name: interview.talk.log });
  const answer = page.getByRole('textbox', { name: interview.talk.answer });
  const turns = log.getByRole('listitem');

  const before = server.fake.requests.length;
  await answer.fill('Ich war auf einer Feier und bin danach mit dem Auto nach Hause gefahren.');
  await page.getByRole('button', { name: interview.talk.send }).click();
  await expect(turns).toHaveCount(3);
  expect(server.fake.requests.length).toBe(before);
  await expect(turns.last()).not.toContainText('Modell:');

  await optIn.check();
  await expect(optIn).toBeChecked();
  await expect(page.getByText(interview.engine.remoteOn)).toBeVisible();
  await answer.fill('Ich hatte an dem Abend acht Bier über vier Stunden getrunken.');
  await page.getByRole('button', { name: interview.talk.send }).click();
  await expect(turns).toHaveCount(5);
  // The fake rewords the offline engine's question with a prefix: the question is the engine's.
  await expect(turns.last()).toContainText('Modell:');
  expect(server.fake.requests.length).toBeGreaterThan(before);
  await page.getByRole('button', { name: interview.talk.stop }).click();
  await expect(page.getByRole('heading', { name: interview.report.title })).toBeFocused();
  await optIn.uncheck();
  await expect(optIn).not.toBeChecked();
});

test('the assistant says what goes where, and the stop button aborts the model', async ({ page }) => {
  await signIn(page, DEMO.learner);
  await menu(page).getByRole('link', { name: nav.aiAssistant }).click();
  await expect(page.getByText(assistant.remotePrivacy)).toBeVisible();
  const aborted = server.fake.aborted;
  const asked = server.fake.requests.length;
  await ask(page, 'Wie lange dauert die MPU? [hang]');
  // Stop once the request has reached the model: before that there is nothing upstream to abort.
  await expect.poll(() => server.fake.requests.length).toBeGreaterThan(asked);
  const stop = page.getByRole('button', { name: assistant.stop });
  await stop.click();
  await expect(page.getByRole('log').getByText(assistant.stopped)).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect.poll(() => server.fake.aborted).toBeGreaterThan(aborted);
});

test('a late or broken model answer is replaced by the answer from the content', async ({ page }) => {
  await signIn(page, DEMO.learner);
  await menu(page).getByRole('link', { name: nav.aiAssistant }).click();
  const chat = page.getByRole('log');
  // First token limit 3 s on this server (15 s by default).
  await ask(page, 'Wie lange dauert die MPU? [slow]');
  await expect(chat.getByText(assistant.notice['model-late'])).toBeVisible();
  await expect(chat).toContainText(assistant.answer.disclaimer);
  await expect(page.getByRole('button', { name: assistant.stop })).toHaveCount(0);
  await ask(page, 'Welche Unterlagen brauche ich? [stall]');
  await expect(chat.getByText(assistant.notice['model-cut'])).toBeVisible();
  await expect(page.getByRole('button', { name: assistant.stop })).toHaveCount(0);
  await expect.poll(() => server.fake.settled(1000)).toBe(true);
});

test('leaving the assistant in the app aborts the model’s answer', async ({ page }) => {
  await signIn(page, DEMO.learner);
  await menu(page).getByRole('link', { name: nav.aiAssistant }).click();
  const aborted = server.fake.aborted;
  const asked = server.fake.requests.length;
  await ask(page, 'Wie lange dauert die MPU? [hang]');
  await expect(page.getByRole('button', { name: assistant.stop })).toBeVisible();
  await expect.poll(() => server.fake.requests.length).toBeGreaterThan(asked);
  await menu(page).getByRole('link', { name: nav.examTrainer }).click();
  await expect.poll(() => server.fake.aborted).toBeGreaterThan(aborted);
});

test('without speech in the browser the page says so at once and the learner types', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    delete w.speechSynthesis;
    delete w.SpeechSynthesisUtterance;
  });
  await signIn(page, DEMO.learner);
  await menu(page).getByRole('link', { name: nav.examTrainer }).click();
  await page.getByRole('radio', { name: new RegExp(interview.start.spoken) }).check();
  await expect(page.getByText(interview.talk.noListening)).toBeVisible();
  await expect(page.getByText(interview.talk.noSpeech)).toBeVisible();
  await page.getByRole('button', { name: interview.start.button }).click();
  await expect(page.getByText(interview.talk.noListening)).toBeVisible();
  const turns = page.getByRole('log', { name: interview.talk.log }).getByRole('listitem');
  await expect(turns).toHaveCount(1);
  await page
    .getByRole('textbox', { name: interview.talk.answer })
    .fill('Ich war auf einer Feier und bin danach gefahren.');
  await page.getByRole('button', { name: interview.talk.send }).click();
  await expect(turns).toHaveCount(3);
});
