import { supportMessageSchema, type SupportMessage, type SupportReceipt } from '@study/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { profiles, supportMessages, users } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mailer } from '../mail/mail-message.ts';

/**
 * Support messages: stored first, so nothing is lost, then mailed to the support address when one
 * is set. A mail that fails is logged and left unmailed (`mailed_at` null) for the team to find.
 */
export function createSupportService({
  db,
  mailer,
  supportEmail,
  log,
}: {
  db: Db;
  mailer: Mailer;
  supportEmail: string | undefined;
  log: FastifyBaseLogger;
}) {
  return {
    async send(userId: string, input: SupportMessage): Promise<SupportReceipt> {
      const { subject, message } = supportMessageSchema.parse(input);
      const [stored] = await db
        .insert(supportMessages)
        .values({ userId, subject, message })
        .returning({ id: supportMessages.id });
      const id = stored!.id;
      if (!supportEmail) return { id };

      const [sender] = await db
        .select({ email: users.email, username: profiles.username, language: profiles.language })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      const from = `${sender?.username ?? '?'} <${sender?.email ?? '?'}> (user ${userId}, ${sender?.language ?? 'en'})`;
      try {
        await mailer.send({
          to: supportEmail,
          subject: `[Support] ${subject}`,
          text: `From: ${from}\nMessage ${id}\n\n${message}\n`,
          html: `<p>From: ${escapeHtml(from)}<br>Message ${id}</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
          links: [],
        });
        await db
          .update(supportMessages)
          .set({ mailedAt: new Date() })
          .where(and(eq(supportMessages.id, id), eq(supportMessages.userId, userId)));
      } catch (error) {
        log.error({ err: error, supportMessageId: id }, 'support message stored but not mailed');
      }
      return { id };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
