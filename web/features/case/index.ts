// What other features may use of 'Mein MPU-Fall' (cross-feature imports go through here): the
// overview's card and the query keys.
export { caseKeys } from './api.ts';
export { CaseCard } from './components/case-card.tsx';
