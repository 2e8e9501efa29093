import type { Locator, Page } from '@playwright/test';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
// Five journeys of 0.5–5.5 min each: spread over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Issue 29: on a phone every task runs by touch, practice and the full scored phase, with touch
 * emulation at 360 px: taps, and for the reaction task's rest area a touch that is held (the
 * DevTools touch events, as a finger would). Each result is saved as a complete scored run.
 */
async function openTask(page: Page, prefix: string, title: string) {
  const account = await registerConfirmed(page.request, { prefix });
  await setPages(account.email, { leistungstest: true });
  await signIn(page, account);
  await page.goto('/dashboard/leistungstest');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Starten' })
    .tap();
  // The instructions with the animated example fit the phone's width.
  await expect(page.getByRole('button', { name: 'Beispiel noch einmal zeigen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `test-results/leistungstest/${prefix}-intro-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Übung starten' }).tap();
}

/** Every target in the list is at least 48 px high and the page does not scroll sideways. */
async function expectLargeTargets(page: Page, targets: Locator) {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await targets.nth(i).boundingBox();
    expect(box!.height, `target ${i}`).toBeGreaterThanOrEqual(48);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function savedRun(page: Page) {
  await expect(page.getByText('Gespeichert.')).toBeVisible({ timeout: 60_000 });
  const { runs } = await (await page.request.get('/api/leistungstest/runs')).json();
  expect(runs[0]).toMatchObject({ phase: 'scored', aborted: false });
  return runs[0];
}

test('line tracing by touch: practice, eight scored lines, the result', async ({ page }) => {
  await openTask(page, 'lt-touch-tracing', 'Linien verfolgen (Orientierung)');
  const canvas = page.locator('[data-task-canvas="tracing"]');
  await expectLargeTargets(page, canvas.getByRole('button'));
  for (let i = 0; i < 2; i++) {
    await expect(page.getByText(`Aufgabe ${i + 1} von 2`)).toBeVisible();
    await canvas.getByRole('button', { name: String(i + 1), exact: true }).tap();
  }
  await page.getByRole('button', { name: 'Wertung starten' }).tap();
  for (let i = 0; i < 8; i++) {
    await expect(page.getByText(`Aufgabe ${i + 1} von 8`)).toBeVisible();
    await canvas.getByRole('button', { name: String(i + 1), exact: true }).tap();
  }
  await expect(
    page.getByText(/Sie haben \d von 8 Linien richtig verfolgt, im Mittel nach [\d.]+ ms/),
  ).toBeVisible();
  const run = await savedRun(page);
  expect(run).toMatchObject({ task: 'tracing', figures: { items: 8 } });
  await expectAccessible(page);
});

test('traffic perception by touch: marks by tapping, ten scored scenes', async ({ page }) => {
  test.setTimeout(180_000);
  await openTask(page, 'lt-touch-perception', 'Wahrnehmung im Verkehr');
  const scenes = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const car = page.getByRole('checkbox', { name: 'Auto' });
      await expect(car).toBeVisible({ timeout: 10_000 });
      await expectLargeTargets(page, page.locator('form label'));
      await page.locator('label').filter({ has: car }).tap();
      await expect(car).toBeChecked();
      await page.getByRole('button', { name: 'Weiter' }).tap();
    }
  };
  await scenes(2);
  await page.getByRole('button', { name: 'Wertung starten' }).tap();
  await scenes(10);
  await expect(page.getByText(/Sie haben \d+ Dinge richtig erkannt/)).toBeVisible();
  const run = await savedRun(page);
  expect(run).toMatchObject({ task: 'perception', figures: { scenes: 10 } });
  // "Auto" was marked in every scene: each one a hit or a false alarm.
  const inScenes = run.figures.hits + run.figures.falseAlarms;
  expect(inScenes).toBeGreaterThanOrEqual(10);
});

test('reaction by touch: the finger held on the rest area, lifted at the light, a tap to react', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openTask(page, 'lt-touch-reaction', 'Reaktion');
  const canvas = page.locator('[data-task-canvas="reaction"]');
  const rest = canvas.getByText('Ruhe (gedrückt halten)');
  const react = canvas.getByText('Reagieren', { exact: true });
  await expectLargeTargets(page, canvas.locator('.touch-none'));
  const cdp = await page.context().newCDPSession(page);
  const box = (await rest.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const lamp = () => canvas.locator('[data-light]').getAttribute('data-light');

  const play = async (signals: number) => {
    for (let i = 0; i < signals; i++) {
      await expect(page.getByText(`Signal ${i + 1} von ${signals}`)).toBeVisible();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await page.waitForFunction(
        () =>
          document.querySelector('[data-task-canvas="reaction"] [data-light]')?.getAttribute('data-light') !==
          'off',
        null,
        { polling: 'raf', timeout: 15_000 },
      );
      // A person needs some 250 ms; lifting within the frame of the light would precede its onset.
      await page.waitForTimeout(250);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await react.tap();
      await expect.poll(lamp).toBe('off');
    }
  };
  await play(4);
  await page.getByRole('button', { name: 'Wertung starten' }).tap({ timeout: 30_000 });
  await play(16);
  await expect(page.getByText(/Sie haben im Mittel nach \d+ ms reagiert/)).toBeVisible({ timeout: 30_000 });
  const run = await savedRun(page);
  expect(run).toMatchObject({
    task: 'reaction',
    figures: { mode: 'light', trials: 16, falseStarts: 0, wrong: 0 },
  });
  // Each signal answered in time or (on a very busy machine) missed; never anything else.
  expect(run.figures.correct + run.figures.misses).toBe(16);
  expect(run.figures.correct).toBeGreaterThan(0);
  // Lifted 250 ms after the light was seen (at most a frame before its onset), never sooner.
  expect(run.figures.medianReactionMs).toBeGreaterThanOrEqual(230);
});

const KIND_LABELS: Record<string, string> = {
  red: 'Rot',
  yellow: 'Gelb',
  green: 'Grün',
  blue: 'Blau',
  white: 'Weiß',
  high: 'Hoch',
  low: 'Tief',
  left: 'Links',
  right: 'Rechts',
};

test('determination by touch: the nine areas, 20 s practice and three scored parts', async ({ page }) => {
  test.setTimeout(360_000);
  await openTask(page, 'lt-touch-determination', 'Belastbarkeit (Reaktion unter Zeitdruck)');
  const canvas = page.locator('[data-task-canvas="determination"]');
  await expectLargeTargets(page, canvas.getByRole('button'));
  /** Taps the area of each signal while it shows, until the phase is over. */
  const play = async () => {
    for (;;) {
      const signal = await page
        .waitForFunction(
          () => {
            const element = document.querySelector<HTMLElement>('[data-task-canvas="determination"]');
            if (!element) return 'gone';
            return element.dataset.signal !== 'none' ? element.dataset.signal : false;
          },
          null,
          { polling: 'raf', timeout: 60_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<string>);
      if (signal === 'gone') return;
      await canvas
        .getByRole('button', { name: new RegExp(`^${KIND_LABELS[signal]} `) })
        .tap({ timeout: 5_000 })
        .catch(() => undefined);
      await page.waitForFunction(
        (shown) => {
          const element = document.querySelector<HTMLElement>('[data-task-canvas="determination"]');
          return !element || element.dataset.signal !== shown;
        },
        signal,
        { polling: 'raf', timeout: 10_000 },
      );
    }
  };
  await play();
  await page.getByRole('button', { name: 'Wertung starten' }).tap();
  await expect(page.getByText('Abschnitt 1 von 3')).toBeVisible();
  await play();
  await expect(page.getByText(/Sie haben \d+ Signale richtig beantwortet/)).toBeVisible();
  const run = await savedRun(page);
  expect(run.task).toBe('determination');
  expect(run.figures.phases).toHaveLength(3);
  expect(run.figures.correct).toBeGreaterThan(10);
});

test('figural comparison by touch: six practice figures and the five scored minutes', async ({ page }) => {
  test.setTimeout(480_000);
  await openTask(page, 'lt-touch-concentration', 'Konzentration (Figurenvergleich)');
  const canvas = page.locator('[data-task-canvas="concentration"]');
  await expectLargeTargets(page, canvas.getByRole('button'));
  /** Compares the two drawn figures cell by cell and taps the right answer, until the phase ends. */
  const play = async () => {
    let answered = 0;
    for (;;) {
      const verdict = await page.evaluate(() => {
        const element = document.querySelector('[data-task-canvas="concentration"]');
        if (!element) return 'gone';
        const [model, candidate] = [...element.querySelectorAll('svg')].map((svg) =>
          [...svg.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill')).join(),
        );
        return model === candidate ? 'same' : 'different';
      });
      if (verdict === 'gone') return answered;
      const before = await canvas.locator('svg').first().innerHTML();
      const name = verdict === 'same' ? 'Gleich (F)' : 'Verschieden (J)';
      const tapped = await canvas
        .getByRole('button', { name })
        .tap({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (!tapped) continue;
      answered++;
      // The next figure is drawn (or, rarely, an identical one: then the counter moves).
      await page
        .waitForFunction(
          (html) => {
            const svg = document.querySelector('[data-task-canvas="concentration"] svg');
            return !svg || svg.innerHTML !== html;
          },
          before,
          { timeout: 3_000 },
        )
        .catch(() => undefined);
    }
  };
  expect(await play()).toBe(6);
  await page.getByRole('button', { name: 'Wertung starten' }).tap();
  await play();
  await expect(page.getByText(/Sie haben \d+ Figuren verglichen/)).toBeVisible();
  const run = await savedRun(page);
  expect(run.task).toBe('concentration');
  expect(run.figures.answered).toBeGreaterThan(30);
  // The player compares the figures, so nearly all its answers are right.
  expect(run.figures.correct).toBeGreaterThanOrEqual(run.figures.answered - 2);
  expect(run.figures.durationS).toBeGreaterThanOrEqual(290);
  expect(run.figures.lastMedianMs).not.toBeNull();
});
