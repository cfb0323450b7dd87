// Profile names are unique and taken from the name: people (and companies) with one name signing up at
// the same moment each get their own. PGlite runs one transaction at a time; PostgreSQL really races them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, freshEmail, latestCode, newMember, registration, type Api, type TestServer } from './harness';

describe.each(backends())('the same name at once on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('five registrations as one name: all 201, five profile names', async () => {
    const lastname = `Twin${Date.now().toString(36)}`;
    const emails = [1, 2, 3, 4, 5].map(() => freshEmail('twin'));
    const regs = await Promise.all(emails.map((email) => api.post('/api/v1/company/users', registration(email, { firstname: 'Sam', lastname }))));
    expect(regs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const names = await Promise.all(emails.map(async (email) => {
      const ok = await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: await latestCode(api, email) });
      return (await api.get('/api/v1/company/user', ok.body.accessToken)).body.profileName as string;
    }));
    expect(new Set(names).size).toBe(5);
    expect(names.every((n) => n.startsWith(`sam-${lastname.toLowerCase()}`))).toBe(true);
  });

  it('five companies of one name at once: all 201, five profile names', async () => {
    const m = await newMember(api, 'twins');
    const name = `Twin Co ${Date.now().toString(36)}`;
    const made = await Promise.all([1, 2, 3, 4, 5].map(() => api.post('/api/v1/company/companies', { name, categoryIds: ['cat-1'] }, m.accessToken)));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(made.map((r) => r.body.profileName)).size).toBe(5);
  });
});
