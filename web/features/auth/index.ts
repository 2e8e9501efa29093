// What other features may use of auth (the architecture test allows cross-feature imports only here):
// the session user, its query key (writes whose answer is the new profile), and the session's end.
export { authKeys, sessionChanged, useMe } from './api.ts';
