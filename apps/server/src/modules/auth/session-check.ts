import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from './auth.tables.ts';

/**
 * The session token carried by a signed session cookie (`token.signature`, the signature an
 * HMAC-SHA256 of the token with the auth secret, in base64, as Better Auth signs it), or
 * undefined when the cookie is missing or its signature is not ours.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(equals + 1).trim());
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  }
  return undefined;
}

/**
 * The API's session check: the signed cookie, then one indexed query for a live session and its
 * user. Sign-in, sign-out and the session's renewal stay Better Auth's (the web app asks
 * `/api/auth/get-session` every 30 s, which renews it); this only reads.
 */
export function createSessionCheck(options: { db: Db; secret: string; cookieName: string }) {
  // Built once: every signed-in request runs it, and drizzle would otherwise rebuild its SQL.
  const liveSession = options.db
    .select({ id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_user');
  return async function sessionUser(
    cookieHeader: string | undefined,
  ): Promise<{ id: string; email: string } | undefined> {
    const token = signedSessionToken(cookieHeader, options.cookieName, options.secret);
    if (!token) return undefined;
    const [row] = await liveSession.execute({ token });
    return row;
  };
}
