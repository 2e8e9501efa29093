import { useMutation } from '@tanstack/react-query';
import { type QueuedAnswer, sendAnswer } from './queue.ts';

/** One answer POST as the queue keeps it: path, body with its `attemptId`, and what was answered. */
export type AnswerRequest = Omit<QueuedAnswer, 'owner' | 'queuedAt'>;

/**
 * The one way every quiz answer is sent (exam questions, due reviews, chapter and video quizzes;
 * decisions 026, 027): `request` turns the input into the POST, whose attempt id the caller made
 * once for this answer. With the server reachable `onResult` gets the judged answer; without, the
 * answer waits in the queue, `outcome.queued` is true and the page shows it as saved. Runs even
 * when the browser reports offline (`networkMode: 'always'`), else the queue would never be reached.
 */
export function useAnswerMutation<Input, Result>({
  request,
  onResult,
  onError,
  retry = 0,
}: {
  request: (input: Input) => AnswerRequest;
  onResult?: (result: Result, input: Input) => void;
  onError?: (error: Error, input: Input) => void;
  retry?: number;
}) {
  return useMutation({
    mutationFn: (input: Input) => sendAnswer<Result>(request(input)),
    networkMode: 'always',
    retry,
    onSuccess: (outcome, input) => {
      if (!outcome.queued) onResult?.(outcome.result, input);
    },
    onError,
  });
}
