// What other features may use of the exam (cross-feature imports go through here): its query keys
// (the plan refreshes the due reviews, whose deadline is the MPU date).
export { examKeys } from './api.ts';
