// What other features may use of auth (the architecture test allows cross-feature imports only here).
export { useMe } from './api.ts';
