import { type APIRequestContext, expect, request } from '@playwright/test';
import { BASE_URL, DEMO } from './config.ts';

/** An API client signed in as the demo admin, for creating test data through the real API. */
export async function adminApi(): Promise<
  APIRequestContext & { json: <T>(method: string, path: string, data?: object) => Promise<T> }
> {
  const context = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const login = await context.post('/api/auth/login', { data: DEMO.admin });
  expect(login.status()).toBe(200);
  return Object.assign(context, {
    async json<T>(method: string, path: string, data?: object): Promise<T> {
      const response = await context.fetch(`/api${path}`, { method, data });
      expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  });
}
