import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { testConfig } from './create-test-app.ts';
import { databaseKinds, openTestDatabase } from './test-database.ts';

/** A raw client socket: what it received, and a promise that settles when the server closes it. */
function openSocket(
  port: number,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

describe.each(databaseKinds)('connections against slow or greedy clients on %s', (kind) => {
  let app: FastifyInstance;
  let port: number;
  let user: TestUser;
  const origin = 'http://localhost:3000';

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    app = await buildApp(
      testConfig({ REQUEST_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS_PER_IP: '4' }),
      { database, logger: false },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    user = await createUser(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 408 and closes a multipart upload whose body stops arriving', async () => {
    const client = await openSocket(port);
    const boundary = 'slowloris';
    client.socket.write(
      [
        'POST /api/lessons HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${origin}`,
        `Cookie: ${user.cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 1000000',
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="source"',
        '',
        'document',
        `--${boundary}`,
        'Content-Disposition: form-data; name="files"; filename="cours.pdf"',
        'Content-Type: application/pdf',
        '',
        '%PDF-1.7',
      ].join('\r\n'),
    );
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes a request whose headers never end', async () => {
    const client = await openSocket(port);
    client.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: a`);
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections past the cap per address, and takes new ones once some close', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => openSocket(port)));
    const refused = await openSocket(port);
    await refused.closed;
    expect(refused.received()).toBe('');

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setImmediate(resolve));
    const accepted = await openSocket(port);
    accepted.socket.write(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    await accepted.closed;
    expect(accepted.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of held.slice(1)) client.socket.destroy();
  });
});
