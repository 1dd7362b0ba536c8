/** A mail ready to send: both an HTML and a text body, and the links it carries. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Sends mail; the SMTP and outbox transports both implement it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
