/**
 * The account area (mf-access, spec 1 §2, §4, §8): account settings with its profile, password and
 * two-factor views, the approval-delegation dialog and the two-factor set-up. Found by role and label only.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { dateField, fillDate } from '../support/date-field';
import { DEMO_PASSWORD } from '../support/demo';
import { ROUTES, hashRoute } from '../support/routes';

/** Two-factor set-up at #/account/mfa (spec 1 §4 MFA setup views). */
export class MfaSetupPage {
  readonly heading: Locator;
  readonly continueButton: Locator;
  readonly secret: Locator;
  readonly code: Locator;
  readonly currentPassword: Locator;
  readonly verify: Locator;
  readonly recoveryCodes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.secret = page.getByLabel('Secret key');
    this.code = page.getByLabel('Verification code', { exact: true });
    this.currentPassword = page.getByLabel('Current password', { exact: true });
    this.verify = page.getByRole('button', { name: 'Verify', exact: true });
    this.recoveryCodes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto(ROUTES.accountMfa);
    await expect(this.heading).toBeVisible();
  }

  /** From the settings page's two-factor view, where the current mode is shown. */
  async gotoFromSettings(): Promise<void> {
    await this.page.goto(ROUTES.twoFactorSettings);
    await expect(this.page.getByText('Not set up', { exact: true })).toBeVisible();
    await this.page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(this.page).toHaveURL(hashRoute(ROUTES.accountMfa));
    await expect(this.heading).toBeVisible();
  }

  /** startSetup → gaSetup: answers the secret shown for manual entry (without its spaces). */
  async startAuthenticatorSetup(): Promise<string> {
    await this.page.getByRole('radio', { name: 'Authenticator app' }).check();
    await this.continueButton.click();
    await expect(this.page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await this.secret.inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await this.continueButton.click();
    return secret;
  }

  /** finaliseSetup → setupComplete, with the current password the save carries: answers the recovery codes shown once. */
  async confirmCode(code: string, password: string = DEMO_PASSWORD): Promise<string[]> {
    await this.code.fill(code);
    await this.currentPassword.fill(password);
    await this.verify.click();
    await expect(this.recoveryCodes.first()).toBeVisible();
    return (await this.recoveryCodes.allTextContents()).map((text) => text.trim());
  }
}
/** Account settings, #/account/settings?view=… (mf-access, spec 1 §2): the profile, change-password and two-factor views. */
export class AccountSettingsPage {
  readonly heading: Locator;
  readonly views: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly changePassword: Locator;
  readonly changeAvatar: Locator;
  readonly avatarDialog: Locator;
  readonly avatarFile: Locator;
  readonly uploadAvatar: Locator;
  readonly avatarImage: Locator;
  readonly openDelegation: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account settings' });
    this.views = page.getByRole('navigation', { name: 'Settings' });
    this.currentPassword = page.getByLabel('Current password', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true });
    this.changePassword = page.getByRole('main').getByRole('button', { name: 'Change password', exact: true });
    this.changeAvatar = page.getByRole('button', { name: 'Change picture', exact: true });
    this.avatarDialog = page.getByRole('dialog', { name: 'Change your profile picture' });
    this.avatarFile = this.avatarDialog.getByLabel('Choose a picture (GIF, JPG, JPEG or PNG)');
    this.uploadAvatar = this.avatarDialog.getByRole('button', { name: 'Upload picture', exact: true });
    this.avatarImage = page.getByRole('img', { name: 'Your current profile picture' });
    this.openDelegation = page.getByRole('button', { name: 'Delegate my approvals', exact: true });
  }

  /** Opens the page, on one view when given ('profile', 'twoFactorAuth', 'changePassword'). */
  async goto(view?: 'profile' | 'twoFactorAuth' | 'changePassword'): Promise<void> {
    await this.page.goto(view ? `/#/account/settings?view=${view}` : '/#/account/settings');
    await expect(this.heading).toBeVisible();
  }

  async submitPasswordChange(current: string, next: string, confirm: string = next): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(confirm);
    await this.changePassword.click();
  }

  /** A success toast (role status) with this text. */
  message(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** The approval-delegation dialog opened from account settings (spec 1 §4, §8). */
export class DelegationDialog {
  readonly dialog: Locator;
  readonly delegate: Locator;
  readonly fromDate: Locator;
  readonly untilDate: Locator;
  readonly add: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Approval delegation' });
    this.delegate = this.dialog.getByLabel('Delegate username or e-mail');
    this.fromDate = dateField(this.dialog, 'From date');
    this.untilDate = dateField(this.dialog, 'Until date');
    this.add = this.dialog.getByRole('button', { name: 'Add delegate', exact: true });
    this.error = this.dialog.getByRole('alert');
  }

  /** The delegate's row in the list of current delegates. */
  row(delegateName: string): Locator {
    return this.dialog.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: delegateName, exact: true }) });
  }

  async addDelegate(username: string, period: { from?: string; until?: string } = {}): Promise<void> {
    await this.delegate.fill(username);
    if (period.from) await fillDate(this.fromDate, period.from);
    if (period.until) await fillDate(this.untilDate, period.until);
    await this.add.click();
  }

  async remove(delegateName: string): Promise<void> {
    await this.row(delegateName)
      .getByRole('button', { name: `Remove delegate ${delegateName}` })
      .click();
  }
}
