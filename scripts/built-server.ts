/** The server as `npm start` and `npm run serve` run it: bundled by `npm run build` (decision 038). */
export const BUILT_SERVER = 'dist/server/main.js';

/**
 * Node options of the app's process, wherever it is started (package.json's start and serve, the
 * service unit in docs/deploy.md, tests and benchmarks; test/server-command.test.ts keeps them in
 * step). A young generation of 4 MB per semi-space instead of V8's 16: the first start's content load
 * and first reads held ≈ 100 MB more with the default, which took app and database process together
 * past 500 MB (issue 16); reads per second were unchanged (`npm run bench:start`, decision 024).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];
