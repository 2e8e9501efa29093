// What other features may use of the videos (cross-feature imports go through here): the query keys.
export { videoKeys } from './api.ts';
