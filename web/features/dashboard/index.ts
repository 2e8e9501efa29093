// What other features may use of the overview (cross-feature imports go through here): the query keys.
export { overviewKeys } from './api.ts';
