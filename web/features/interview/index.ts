// What other features may use of the practice interview (cross-feature imports go through here):
// the overview's trend card, the latest report for 'Mein MPU-Fall', and the query keys.
export { interviewKeys, useLatestReport } from './api.ts';
export { InterviewTrendCard } from './components/trend-card.tsx';
