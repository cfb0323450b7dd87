// Direct API helpers for browser tests: what another user or the server does while the person clicks.
import { expect, type APIRequestContext } from '@playwright/test';

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/company/auth', { data: { type: 'LOGIN', data: { email, password } } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

export async function apiMe(request: APIRequestContext, accessToken: string) {
  const res = await request.get('/api/v1/company/user', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string; email: string; firstname: string };
}

/** The newest 6-digit code mailed to `to`, read from the dev outbox. */
export async function readMailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/alert/dev/mails?to=${encodeURIComponent(to)}`);
      if (!res.ok()) return '';
      const mails = (await res.json()) as { text: string }[];
      code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export async function sendNotification(request: APIRequestContext, adminToken: string, receiverId: string, content: string) {
  const res = await request.post('/api/v1/alert/notifications', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { receiverId, content },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
