import { type APIRequestContext, expect, request } from '@playwright/test';
import type { PageKey } from '../../common/domain/pages.ts';
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

/** What an admin does in the user editor: unlock (or lock) pages of the account with this e-mail. */
export async function setPages(email: string, pages: Partial<Record<PageKey, boolean>>) {
  const api = await adminApi();
  const { users } = await api.json<{ users: { id: string; email: string }[] }>('GET', '/admin/users');
  const user = users.find((u) => u.email === email);
  expect(user, email).toBeTruthy();
  await api.json('PATCH', `/admin/users/${user!.id}`, { permissions: pages });
  await api.dispose();
}
