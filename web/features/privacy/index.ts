// What other features may use of privacy (cross-feature imports go through here): the query keys.
export { privacyKeys } from './api.ts';
