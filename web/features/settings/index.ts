// What other features may use of the settings (cross-feature imports go through here): the query keys.
export { settingsKeys } from './api.ts';
