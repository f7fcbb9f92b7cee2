/**
 * The access area (mf-access, spec 1 §2, §4): sign-in, its second-factor step, self-registration,
 * password recovery and the single-sign-on callback's question. Found by role and label only.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo';
import { ROUTES, hashRoute } from '../support/routes';

export class SignInPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.signIn);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.signIn));
    await expect(this.username).toBeVisible();
  }

  async signIn(username: string, password: string = DEMO_PASSWORD): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class MfaSignInPage {
  readonly code: Locator;
  readonly verify: Locator;

  constructor(readonly page: Page) {
    this.code = page.getByLabel('Verification code', { exact: true });
    this.verify = page.getByRole('button', { name: 'Verify', exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(hashRoute(ROUTES.signInMfa));
    await expect(this.code).toBeVisible();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.verify.click();
  }

  /** Switches to a recovery code (one of those shown at two-factor set-up) and submits it. */
  async enterRecoveryCode(code: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await this.page.getByLabel('Recovery code', { exact: true }).fill(code);
    await this.verify.click();
  }
}

/** Self-registration, #/access/signup (mf-access, spec 1 §2, §5), with the demo tenant's job title field. */
export class SignUpPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly jobTitle: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Create an account' });
    this.username = page.getByLabel('Username', { exact: true });
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password', { exact: true });
    this.jobTitle = page.getByLabel('Job title', { exact: true });
    this.submit = page.getByRole('button', { name: 'Create account', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.signUp);
    await expect(this.heading).toBeVisible();
  }

  async register({ username, email, password, jobTitle }: { username: string; email: string; password: string; jobTitle: string }): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.email.fill(email);
    await this.jobTitle.fill(jobTitle);
    await this.submit.click();
  }
}

/** The forgotten-password request, #/access/forgot, and the recover page it leads to, #/access/recover (spec 1 §4). */
export class PasswordRecoveryPages {
  readonly username: Locator;
  readonly sendLink: Locator;
  readonly sent: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly setPassword: Locator;
  readonly passwordSet: Locator;

  constructor(readonly page: Page) {
    // The demo tenant has username look-up on: the box takes an e-mail address too, and says so.
    this.username = page.getByLabel('Username or e-mail address', { exact: true });
    this.sendLink = page.getByRole('button', { name: 'Send reset link', exact: true });
    this.sent = page.getByRole('status').filter({ hasText: 'we have sent a link to reset the password' });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true });
    this.setPassword = page.getByRole('button', { name: 'Set password', exact: true });
    this.passwordSet = page.getByRole('status').filter({ hasText: 'Your password has been set.' });
  }

  async requestReset(username: string): Promise<void> {
    await this.page.goto(ROUTES.forgot);
    await this.username.fill(username);
    await this.sendLink.click();
    await expect(this.sent).toBeVisible();
  }

  async recover(code: string, password: string, confirmation: string = password): Promise<void> {
    await this.page.goto(`${ROUTES.recover}?code=${encodeURIComponent(code)}`);
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.setPassword.click();
  }
}

/** The single-sign-on callback's question before any sign-in (mf-access SsoCallbackPage). */
export class SsoContinueStep {
  readonly heading: Locator;
  readonly continueButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Continue signing in?' });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.cancelButton = page.getByRole('button', { name: 'Cancel', exact: true });
  }

  async expectShown(username: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByText(`This single sign-on link signs you in as ${username}.`)).toBeVisible();
    await expect(this.continueButton).toBeVisible();
  }
}
