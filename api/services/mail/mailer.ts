/**
 * E-mail of the embedded auth: the confirmation and password-reset messages, and the Mailer that
 * delivers them (the local mailbox file by default, SMTP when SMTP_URL is set).
 */

/** Which link a message carries. */
export type MailKind = 'signup' | 'recovery';

/** One message; `link` is the action link also found in `text`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
  kind: MailKind;
}

/** Delivers messages. @throws when delivery fails (the caller answers with an error). */
export interface Mailer {
  readonly mode: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** A line logger (console.log by default; tests pass a no-op). */
export type Log = (line: string) => void;

const CONTENT: Record<MailKind, { subject: string; body: (link: string, hours: number) => string }> = {
  signup: {
    subject: 'Confirm your Greenshoe account',
    body: (link, hours) =>
      `Welcome to Greenshoe!\n\nConfirm your email address to finish creating your account:\n\n${link}\n\n` +
      `The link works once and expires in ${hours} hours. If you did not sign up, ignore this message.\n`,
  },
  recovery: {
    subject: 'Reset your Greenshoe password',
    body: (link, hours) =>
      `Someone asked to reset the password of your Greenshoe account.\n\nChoose a new password here:\n\n${link}\n\n` +
      `The link works once and expires in ${hours === 1 ? '1 hour' : `${hours} hours`}. If it was not you, ignore this message: your password stays the same.\n`,
  },
};

/** Composes the message for `kind`; `validHours` is the link's lifetime, stated in the text. */
export function linkMessage(kind: MailKind, to: string, link: string, validHours: number): MailMessage {
  const content = CONTENT[kind];
  return { to, subject: content.subject, text: content.body(link, validHours), link, kind };
}
