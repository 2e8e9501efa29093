// What other features may use of the glossary (cross-feature imports go through here): the query keys.
export { lexiconKeys } from './api.ts';
