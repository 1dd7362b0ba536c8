import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, uniqueEmail, strongPassword } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';

/** Undoes quoted-printable soft breaks and escapes, enough to read links and words back. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over SMTP', () => {
  const received: Array<{ to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp('pglite', {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Study Assistant <hello@study.test>',
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the confirmation mail in French, as HTML and text, from MAIL_FROM', async () => {
    const email = uniqueEmail();
    const response = await authPost(
      app,
      'sign-up/email',
      { email, password: strongPassword, name: '' },
      { language: 'fr-FR' },
    );
    expect(response.statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toMatch(/^From: Study Assistant <hello@study\.test>/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Confirmez|^Subject: Confirmez/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('http://localhost:3000/api/auth/verify-email?token=');
  });

  it('keeps no outbox when SMTP is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('mail that cannot leave', () => {
  it('answers MAIL_NOT_SENT when the SMTP server is unreachable, and the server keeps running', async () => {
    const app = await createTestApp('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const email = uniqueEmail();
      await authPost(app, 'sign-up/email', { email, password: strongPassword, name: '' });
      const resend = await authPost(app, 'send-verification-email', { email });
      expect(resend.statusCode).toBe(503);
      expect(resend.json().error.code).toBe('MAIL_NOT_SENT');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
