// A second app for the journeys with a configured model (e2e/model.spec.ts): the built server with
// AI_BASE_URL at the fake OpenAI-compatible endpoint (server/test/fake-model.ts), which runs in the
// test's own process so a test can see what reached it and what was aborted. Short time limits.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, SERVER_NODE_ARGS } from '../../scripts/built-server.ts';
import { testSettings } from '../../server/env.ts';
import { type FakeModel, startFakeModel } from '../../server/test/fake-model.ts';

export const MODEL_PORT = testSettings().e2eModelPort;
export const MODEL_URL = `http://localhost:${MODEL_PORT}`;

/** Limits of the model server, in seconds (defaults 15, 60, 8). */
export const MODEL_LIMITS = { firstToken: 3, answer: 8, interview: 3 };

export async function startModelServer(): Promise<{ fake: FakeModel; stop: () => Promise<void> }> {
  const fake = await startFakeModel({ slowMs: 30_000 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-e2e-model-'));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(MODEL_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'e2e',
      AI_FIRST_TOKEN_SECONDS: String(MODEL_LIMITS.firstToken),
      AI_ANSWER_SECONDS: String(MODEL_LIMITS.answer),
      AI_INTERVIEW_SECONDS: String(MODEL_LIMITS.interview),
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${MODEL_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('model server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    fake,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
