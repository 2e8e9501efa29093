// The learner's memory of each question (decision 026): the answer services of exam, courses and
// videos call rememberAnswers inside the transaction that stores the answer.
export { type MemoryAnswer, rememberAnswers, type Tx } from './memory.repo.ts';
