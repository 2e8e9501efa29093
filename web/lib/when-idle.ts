/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeout` ms after
 * load), so work that is not the first screen — the service worker's precaching, the first-visit tour
 * — never competes with it (decision 037). Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(task, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1000);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
