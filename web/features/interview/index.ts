// What other features may use of the practice interview (cross-feature imports go through here).
export { InterviewTrendCard } from './components/trend-card.tsx';
