// What other features may use of the plan (cross-feature imports go through here): the
// consistency check's note and the drink fields, which 'Mein MPU-Fall' shows for its offences, and
// the query keys.
export { planKeys } from './api.ts';
