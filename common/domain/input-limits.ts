/**
 * Input lengths that the schemas enforce and the screens show (a character counter, a maxLength):
 * kept free of zod, so a screen that only shows a limit does not load the schema library (decision 075).
 */

/** The longest message to the assistant. */
export const CHAT_MAX_LENGTH = 2000;

/** The longest answer in the interview practice. */
export const ANSWER_MAX_LENGTH = 3000;
