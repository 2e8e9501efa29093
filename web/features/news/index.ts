// What other features may use of the news (cross-feature imports go through here): the one
// unread-news query the shell's bell shows.
export { newsKeys, useUnreadNews } from './api.ts';
