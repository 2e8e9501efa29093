// What other features may use of the courses (cross-feature imports go through here): the query keys.
export { courseKeys } from './api.ts';
