/** The server as `npm start` and `npm run serve` run it: bundled by `npm run build` (decision 038). */
export const BUILT_SERVER = 'dist/server/main.js';
