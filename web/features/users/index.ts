// What other features may use of the user admin (cross-feature imports go through here): the query keys.
export { userKeys } from './api.ts';
