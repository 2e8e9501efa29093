// What other features may use of the CRM keys (cross-feature imports go through here): the query keys.
export { apiKeyKeys } from './api.ts';
