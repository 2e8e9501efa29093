import path from 'node:path';
import { testSettings } from '../../server/env.ts';

export const E2E_PORT = testSettings().e2ePort;
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const MAIL_DIR = path.resolve('.tmp/e2e-mails');
export const DEMO = {
  admin: { email: 'admin@example.org', password: 'demo-admin' },
  learner: { email: 'lernende@example.org', password: 'demo-lernende' },
};
