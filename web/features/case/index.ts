// What other features may use of 'Mein MPU-Fall' (cross-feature imports go through here).
export { CaseCard } from './components/case-card.tsx';
