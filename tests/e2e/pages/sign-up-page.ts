/** Page model of /signup: email, password and Sign Up, then the toast 'Check your email!'. */
import { expect, type Page } from '@playwright/test';

export class SignUpPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/signup');
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }

  async signUp({ email, password }: { email: string; password: string }) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  }

  async expectCheckEmail() {
    await expect(this.page.getByText('Check your email!')).toBeVisible();
  }
}
