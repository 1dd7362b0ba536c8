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
  /**
   * Runs a mail task after the answer has gone (so its time tells a caller nothing); a failure is
   * logged. The server waits for these tasks before it closes.
   */
  later(task: () => Promise<void>): void;
  /** Resolves once every task handed to `later` so far has finished. */
  settled(): Promise<void>;
  /** Removes the mails kept in the outbox for this address (its account is gone). */
  forgetRecipient(email: string): Promise<void>;
}
