/**
 * Whether the server answered the last API request itself (decision 027). False after a network
 * error or an answer the service worker took from its offline copies (marked `x-offline-copy`);
 * true again with the next real answer or when the browser reports 'online'.
 */
let reachable = true;
const listeners = new Set<() => void>();

export function setServerReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export const serverReachable = (): boolean => reachable;

export function subscribeServerReachable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header the service worker adds to answers from its cache. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
