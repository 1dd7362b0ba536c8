import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';

/**
 * Fastify's server options for the configured timeouts. Node enforces the request timeout (headers
 * and body, multipart uploads included) on a timer of its own, checked four times per period, so a
 * client that trickles its body is answered 408 and closed instead of holding the socket.
 */
export function serverTimeouts(http: Config['http']) {
  return {
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(http.requestTimeoutMs, 30_000),
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, http.requestTimeoutMs / 4)),
    },
  };
}

/**
 * Closes at once every connection past `max` open from one address, so one client cannot hold
 * all the sockets (and file descriptors) of the process. 0 leaves connections uncapped.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
