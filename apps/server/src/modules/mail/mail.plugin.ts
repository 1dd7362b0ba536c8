import { AppError, escapeHtml } from '@study/shared';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../lib/loopback.ts';
import type { Mailer, MailMessage } from './mail-message.ts';
import { createOutboxRepository } from './outbox.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const forwardingHeader =
  /^(forwarded|via|x-forwarded-.*|x-real-ip|x-client-ip|x-original-.*|true-client-ip|cf-connecting-ip|fastly-client-ip|x-cluster-client-ip)$/;

/**
 * Whether a request was made on this machine, straight to the server: its socket is loopback
 * (never `request.ip`, which TRUST_PROXY may take from a header) and no proxy forwarded it.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || !isLoopbackHost(address)) return false;
  return !Object.keys(request.headers).some((name) => forwardingHeader.test(name));
}

/** Answers as if there were no such page to anything but a direct local request. */
async function refuseRemote(request: FastifyRequest): Promise<void> {
  if (!isDirectLocalRequest(request)) throw new AppError('ROUTE_NOT_FOUND');
}

/**
 * Sends mail over SMTP when SMTP_URL is set, else keeps it in the database outbox and prints its
 * links to the log. A transport failure becomes MAIL_NOT_SENT.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, from, outbox, mailbox } = app.config.mail;
    const outboxRepository = createOutboxRepository(app.database.db);
    let deliver: (message: MailMessage) => Promise<void>;
    let closeTransport = () => {};

    if (smtpUrl) {
      // Loaded only with SMTP: the outbox does not need it.
      const { default: nodemailer } = await import('nodemailer');
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
      closeTransport = () => transport.close();
    } else if (outbox) {
      if (mailbox) {
        app.log.info(
          `No SMTP_URL: account mails are kept in the outbox, their links printed here and listed at ${app.config.publicUrl}/dev/mailbox (from this machine only)`,
        );
      } else {
        app.log.warn(
          'MAIL_OUTBOX=true: account mails are not sent; their links are in this log only',
        );
      }
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

    const pending = new Set<Promise<void>>();
    const mailer: Mailer = {
      async send(message: MailMessage) {
        try {
          await deliver(message);
        } catch (error) {
          app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
          throw new AppError('MAIL_NOT_SENT', { cause: error });
        }
      },
      later(task) {
        const running: Promise<void> = task()
          .catch((error: unknown) => app.log.error({ err: error }, 'background mail task failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      },
      async settled() {
        while (pending.size > 0) await Promise.all(pending);
      },
      async forgetRecipient(email) {
        await outboxRepository.removeTo(email);
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.settled();
      closeTransport();
    });

    if (mailbox) {
      // Reset and confirmation links of every user: whoever reads them owns the accounts.
      const onlyLocal = { schema: { hide: true }, onRequest: refuseRemote };
      app.get('/dev/mailbox.json', onlyLocal, async () => {
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
      app.get('/dev/mailbox', onlyLocal, async (_request, reply) => {
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
