// What other features may use of the assistant (cross-feature imports go through here): the query keys.
export { assistantKeys } from './api.ts';
