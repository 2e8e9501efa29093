import type { Page } from '@playwright/test';

/**
 * A scripted player for the reaction task (issue 29): it holds J, and when the lamp lights it takes
 * the time stamp of the frame on which the light became visible (a requestAnimationFrame queued
 * from a MutationObserver, so the frame after the change), lets go of J `reactionMs` later and
 * presses Space `motorMs` after that, then rests on J again. Timers get it close; a short spin
 * gets it exact, so the scripted times do not depend on how busy the machine is.
 */
export async function installReactionPlayer(page: Page, reactionMs: number, motorMs: number) {
  await page.evaluate(
    ({ reactionMs, motorMs }) => {
      const key = (type: 'keydown' | 'keyup', code: string, key: string) =>
        window.dispatchEvent(new KeyboardEvent(type, { code, key, bubbles: true }));
      const at = (time: number, action: () => void) => {
        const early = time - performance.now() - 4;
        setTimeout(
          () => {
            while (performance.now() < time) {
              // spin until the scripted moment
            }
            action();
          },
          Math.max(0, early),
        );
      };
      const lamp = document.querySelector<HTMLElement>('[data-task-canvas="reaction"] [data-light]');
      if (!lamp) throw new Error('no lamp');
      key('keydown', 'KeyJ', 'j');
      const observer = new MutationObserver(() => {
        if (lamp.dataset.light === 'off') return;
        requestAnimationFrame((onset) => {
          at(onset + reactionMs, () => key('keyup', 'KeyJ', 'j'));
          at(onset + reactionMs + motorMs, () => {
            key('keydown', 'Space', ' ');
            key('keyup', 'Space', ' ');
          });
          at(onset + reactionMs + motorMs + 150, () => key('keydown', 'KeyJ', 'j'));
        });
      });
      observer.observe(lamp, { attributes: true, attributeFilter: ['data-light'] });
      (window as unknown as { stopPlayer: () => void }).stopPlayer = () => observer.disconnect();
    },
    { reactionMs, motorMs },
  );
}
