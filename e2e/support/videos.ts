import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO } from './config.ts';

const FIXTURES = path.resolve('e2e/fixtures');

/**
 * Serves the tiny committed test clip (H.264, 1.5 s) and its WebVTT captions for /media/e2e-clip.*
 * inside the browser, so the tests do not depend on the content pack's media files.
 */
export async function serveTestClip(page: Page) {
  await page.route('**/media/e2e-clip.*', (route) => {
    const file = path.basename(new URL(route.request().url()).pathname);
    return route.fulfill({ path: path.join(FIXTURES, file) });
  });
}

/** An API client signed in as the demo admin, for setting up test data. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO.admin });
  expect(login.status()).toBe(200);
  return {
    async section(title: string) {
      const response = await request.post('/api/admin/video-sections', {
        data: { title, description: `${title}: Beschreibung` },
      });
      expect(response.status()).toBe(201);
      return (await response.json()).id as string;
    },
    async video(sectionId: string, title: string, extra: object = {}) {
      const response = await request.post('/api/admin/videos', {
        data: {
          sectionId,
          title,
          description: `${title}: worum es geht`,
          url: '/media/e2e-clip.mp4',
          captionsUrl: '/media/e2e-clip.vtt',
          mpuTypes: ['alcohol'],
          ...extra,
        },
      });
      expect(response.status()).toBe(201);
      return (await response.json()).id as string;
    },
    async quiz(videoId: string, question: string, options: string[], correctAnswers: string[]) {
      const response = await request.post(`/api/admin/videos/${videoId}/quizzes`, {
        data: { question, options, correctAnswers },
      });
      expect(response.status()).toBe(201);
    },
  };
}
