/**
 * Playwright global setup: checks what the browser tests need beyond `npm ci` (Debian's Chromium
 * at /usr/bin/chromium; the spoken answer is a committed fixture) and stops with one line saying
 * what to install.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export default function checkPrerequisites(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`The browser tests need Chromium at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu).`);
  }
}
