/**
 * The embedded mailer: every message is appended to `<DATA_DIR>/mailbox.jsonl`, one JSON object a
 * line `{ to, subject, text, link, kind, sentAt }` (sentAt ISO), and its link is written to the
 * server log, so a local user (or an end-to-end test) can follow it without an e-mail server.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Log, Mailer } from './mailer';

/** Path of the mailbox file under a data directory. */
export const mailboxPath = (dataDir: string) => join(dataDir, 'mailbox.jsonl');

/** One line of the mailbox file. */
export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  link: string;
  kind: 'signup' | 'recovery';
  sentAt: string;
}

/** A Mailer appending to `path` (its directory is created on first send) and logging each link. */
export function createMailboxMailer(path: string, log: Log = console.log): Mailer {
  return {
    mode: 'mailbox',
    async send(message) {
      const entry: MailboxEntry = { ...message, sentAt: new Date().toISOString() };
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      log(`[mail] ${message.kind} link for ${message.to}: ${message.link}`);
    },
  };
}
