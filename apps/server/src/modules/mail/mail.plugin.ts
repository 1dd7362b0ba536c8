import { AppError } from '@study/shared';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mailer, MailMessage } from './mail-message.ts';
import { createOutboxRepository } from './outbox.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends mail over SMTP when SMTP_URL is set, else keeps it in the database outbox and prints its
 * links to the log. A transport failure becomes MAIL_NOT_SENT.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, from, outbox } = app.config.mail;
    const outboxRepository = createOutboxRepository(app.database.db);
    let deliver: (message: MailMessage) => Promise<void>;

    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      deliver = async (message) => {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      };
      app.addHook('onClose', async () => transport.close());
    } else if (outbox) {
      deliver = async (message) => {
        await outboxRepository.add(message);
        app.log.info(
          { to: message.to, subject: message.subject, links: message.links },
          'mail kept in the outbox',
        );
      };
    } else {
      deliver = async () => {
        throw new Error('no mail transport: set SMTP_URL or MAIL_OUTBOX=true');
      };
    }

    app.decorate('mailer', {
      async send(message: MailMessage) {
        try {
          await deliver(message);
        } catch (error) {
          app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
          throw new AppError('MAIL_NOT_SENT', { cause: error });
        }
      },
    });

    if (outbox && !smtpUrl) {
      app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => {
        const mails = await outboxRepository.list();
        return mails.map(({ to, subject, text, html, links, createdAt }) => ({
          to,
          subject,
          text,
          html,
          links,
          createdAt: createdAt.toISOString(),
        }));
      });
      app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
        const mails = await outboxRepository.list();
        const rows = mails
          .map(
            (m) =>
              `<article><h2>${escapeHtml(m.subject)}</h2><p>To <b>${escapeHtml(m.to)}</b>, ${m.createdAt.toISOString()}</p><ul>${m.links
                .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
                .join('')}</ul><pre>${escapeHtml(m.text)}</pre></article>`,
          )
          .join('<hr>');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><meta charset="utf-8"><title>Dev mailbox</title><style>body{font-family:system-ui;max-width:760px;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f1f5f9;padding:1rem}</style><h1>Dev mailbox</h1><p>Mails the app would have sent (no SMTP_URL configured). Newest first.</p>${rows || '<p>No mail yet.</p>'}`,
          );
      });
    }
  },
  { name: 'mail', dependencies: ['database'] },
);
