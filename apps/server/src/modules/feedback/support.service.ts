import {
  escapeHtml,
  supportMessageSchema,
  type SupportMessage,
  type SupportReceipt,
} from '@study/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedbackRepository } from './feedback.repository.ts';
import type { Mailer } from '../mail/mail-message.ts';

/**
 * Support messages: stored first, so nothing is lost, then mailed to the support address when one
 * is set. A mail that fails is logged and left unmailed (`mailed_at` null) for the team to find.
 */
export function createSupportService({
  repository,
  mailer,
  supportEmail,
  log,
}: {
  repository: FeedbackRepository;
  mailer: Mailer;
  supportEmail: string | undefined;
  log: FastifyBaseLogger;
}) {
  return {
    async send(userId: string, input: SupportMessage): Promise<SupportReceipt> {
      const { subject, message } = supportMessageSchema.parse(input);
      const { id } = await repository.insertSupportMessage(userId, { subject, message });
      if (!supportEmail) return { id };

      const sender = await repository.supportSender(userId);
      const from = `${sender?.username ?? '?'} <${sender?.email ?? '?'}> (user ${userId}, ${sender?.language ?? 'en'})`;
      try {
        await mailer.send({
          to: supportEmail,
          subject: `[Support] ${subject}`,
          text: `From: ${from}\nMessage ${id}\n\n${message}\n`,
          html: `<p>From: ${escapeHtml(from)}<br>Message ${id}</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
          links: [],
        });
        await repository.markSupportMessageMailed(userId, id);
      } catch (error) {
        log.error({ err: error, supportMessageId: id }, 'support message stored but not mailed');
      }
      return { id };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
