/**
 * The SMTP mailer (nodemailer), used when SMTP_URL is set. The log records each delivery without
 * its link: the link is a credential and belongs in the recipient's inbox only. nodemailer is
 * imported at the first e-mail, so a server without SMTP never loads it.
 */
import type { Transporter } from 'nodemailer';
import type JSONTransport from 'nodemailer/lib/json-transport';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Log, Mailer } from './mailer';

export interface SmtpOptions {
  /** `smtp(s)://user:pass@host:port`, or nodemailer transport options (tests use `{ jsonTransport: true }`). */
  transport: string | SMTPTransport.Options | JSONTransport.Options;
  /** The From header, e.g. `Greenshoe <no-reply@example.com>`. */
  from: string;
  log?: Log;
}

/** A Mailer sending through SMTP. @throws the transport's error when the server refuses or is unreachable. */
export function createSmtpMailer({ transport, from, log = console.log }: SmtpOptions): Mailer {
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      typeof transport === 'object' && 'jsonTransport' in transport ? nodemailer.createTransport(transport) : nodemailer.createTransport(transport),
    ));
  return {
    mode: 'smtp',
    async send(message) {
      await (await open()).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      log(`[mail] ${message.kind} e-mail sent to ${message.to}`);
    },
  };
}
