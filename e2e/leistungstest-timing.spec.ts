import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import { installReactionPlayer } from './support/leistungstest-player.ts';

// Issue 29: the reaction task measures what a scripted player did, within ±10 ms. Each player runs
// the practice (4 signals) and the scored phase (16 signals) of the light version.
for (const player of [
  { name: 'perfect', reactionMs: 250, motorMs: 100 },
  { name: 'slow', reactionMs: 640, motorMs: 310 },
]) {
  test(`the reaction task measures a ${player.name} player within ±10 ms`, async ({ page }) => {
    test.setTimeout(300_000);
    const account = await registerConfirmed(page.request, { prefix: `timing-${player.name}` });
    await setPages(account.email, { leistungstest: true });
    await signIn(page, account);
    await page.goto('/dashboard/leistungstest');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Reaktion', exact: true }) })
      .getByRole('button', { name: 'Starten' })
      .click();
    await page.getByRole('button', { name: 'Übung starten' }).click();
    await installReactionPlayer(page, player.reactionMs, player.motorMs);
    await page.getByRole('button', { name: 'Wertung starten' }).click({ timeout: 120_000 });
    await installReactionPlayer(page, player.reactionMs, player.motorMs);
    await expect(page.getByText('Gespeichert.')).toBeVisible({ timeout: 150_000 });

    const { runs } = await (await page.request.get('/api/leistungstest/runs')).json();
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({ task: 'reaction', phase: 'scored', aborted: false });
    expect(run.figures).toMatchObject({ mode: 'light', trials: 16, correct: 16, falseStarts: 0, misses: 0 });
    console.log(
      `${player.name}: scripted ${player.reactionMs}/${player.motorMs} ms, measured ` +
        `${run.figures.medianReactionMs}/${run.figures.medianMotorMs} ms`,
    );
    expect(Math.abs(run.figures.medianReactionMs - player.reactionMs)).toBeLessThanOrEqual(10);
    expect(Math.abs(run.figures.medianMotorMs - player.motorMs)).toBeLessThanOrEqual(10);
    await expect(
      page.getByText(`nach ${Math.round(run.figures.medianReactionMs)} ms reagiert`),
    ).toBeVisible();
  });
}
