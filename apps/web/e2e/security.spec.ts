import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { createSignedInUser, mailedLink, strongPassword, uniqueEmail } from './support/accounts.ts';

/** A POST to the built server over a real connection, the path exactly as written (--path-as-is). */
function rawPost(
  baseURL: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const { hostname, port, origin } = new URL(baseURL);
  const body = JSON.stringify(payload);
  return new Promise<{ status: number; code: string | undefined }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin,
          ...headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            code: (text ? (JSON.parse(text) as { error?: { code?: string } }) : {}).error?.code,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test('the built server keeps the mailbox to direct local requests and every auth check on every path spelling', async ({
  page,
  baseURL,
}) => {
  // A laptop run with nothing configured: sign-up works through the mailbox.
  const { email } = await createSignedInUser(page, { label: 'security' });
  expect(await mailedLink(page.request, email, /verify-email/)).toContain('/api/auth/verify-email');

  // Anything a proxy forwarded is not this machine: no mailbox for it.
  const forwarded: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
  ];
  for (const header of forwarded) {
    const proxied = await page.request.get('/dev/mailbox.json', { headers: header });
    expect(proxied.status()).toBe(404);
    expect(await proxied.text()).not.toContain(email);
  }

  // Dot segments, encoded dots and slashes, double slashes: refused, never a way around a check.
  const weak = { email: uniqueEmail('weak'), password: 'aaaaaaaa', name: '' };
  for (const path of [
    '/api/auth/./sign-up/email',
    '/api/auth/x/../sign-up/email',
    '/api/auth/%2e/sign-up/email',
    '/api/auth//sign-up/email',
    '/api/auth/sign-up%2Femail',
  ]) {
    expect({ path, ...(await rawPost(baseURL!, path, weak)) }).toEqual({
      path,
      status: 404,
      code: 'ROUTE_NOT_FOUND',
    });
  }
  expect(await rawPost(baseURL!, '/api/auth/sign-up/email/', weak)).toEqual({
    status: 400,
    code: 'PASSWORD_TOO_WEAK',
  });

  // A body nested a thousand levels deep is a coded 400, not a 500.
  let deep: Record<string, unknown> = { email: uniqueEmail('deep'), password: strongPassword };
  for (let level = 0; level < 1_000; level += 1) deep = { nested: deep };
  expect(await rawPost(baseURL!, '/api/auth/sign-in/email', deep)).toEqual({
    status: 400,
    code: 'PAYLOAD_TOO_DEEP',
  });

  // On a laptop run the sandbox's test clock answers (signed in, it needs a subscription).
  const clock = await page.request.post('/api/billing/sandbox/advance', {
    headers: { origin: new URL(baseURL!).origin },
    data: { card: 'success' },
  });
  expect(clock.status()).toBe(409);
  expect((await clock.json()).error.code).toBe('NO_SUBSCRIPTION');
});
