import { paths } from '../../../common/paths.ts';

/**
 * Where to go after signing in: the dashboard page the visitor first asked for (`?next=`), or the
 * overview. Only same-app dashboard paths are followed, never another site.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith(paths.dashboard) || next.includes('//') || next.includes('\\')) {
    return paths.dashboard;
  }
  return next;
}

/** The sign-in URL that returns to `location` afterwards. */
export function loginPathFor(location: string): string {
  return location.startsWith(paths.dashboard) && location !== paths.dashboard
    ? `${paths.login}?next=${encodeURIComponent(location)}`
    : paths.login;
}
