/** Page model of /study-room: the tutor chat (left, or above on phones) and the study tabs. */
import { expect, type Locator, type Page } from '@playwright/test';

export class StudyRoomPage {
  constructor(private readonly page: Page) {}

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/study-room$/, { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: 'Study Room', level: 1 })).toBeVisible();
    await expect(this.page.getByText('AI-powered interview coach')).toBeVisible();
  }

  /** The message list. */
  log(): Locator {
    return this.page.getByRole('log', { name: 'Conversation' });
  }

  input(): Locator {
    return this.page.getByRole('textbox', { name: 'Message the tutor' });
  }

  sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send', exact: true });
  }

  typing(): Locator {
    return this.page.getByText('The tutor is typing…');
  }

  async ask(message: string) {
    await this.input().fill(message);
    await this.sendButton().click();
  }

  /** Waits until the tutor's reply is complete (the typing indicator has gone). */
  async expectReplyDone() {
    await expect(this.typing()).toBeHidden({ timeout: 30_000 });
    await expect(this.input()).toBeEnabled();
  }

  tab(name: 'Study Topics' | 'Weaknesses'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The study item (topic or weakness) titled `title`. */
  item(title: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async study(title: string) {
    await this.item(title).getByRole('button', { name: /^Study this (topic|area)$/ }).click();
  }
}
