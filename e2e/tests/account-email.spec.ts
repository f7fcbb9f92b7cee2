import { DEMO_PASSWORD, DEMO_USERS, expect, outboxCode, readOutbox, signedInApiContext, test } from '../fixtures';

/**
 * The e-mail address changes only with the current password in the change call and once the new
 * address is confirmed. The browser
 * change uses 'teamleader', which no other test signs in with; the new address is unique per run, so
 * a second run against the same portal (PORTAL_URL) works too.
 */
const ACCOUNT = DEMO_USERS.teamLeader;

test.describe('e-mail address change', () => {
  test.describe('in the browser', () => {
    test.use({ signedInAs: 'teamLeader' });

    test('a learner changes the address: password, code from the new address, and the new address shows', async ({ page, accountSettingsPage }) => {
      const newAddress = `grace.okafor+${Date.now()}@new.example`;
      await accountSettingsPage.goto('profile');

      const mail = page.getByRole('textbox', { name: 'E-mail' });
      await expect(mail).toBeDisabled();
      const before = await mail.inputValue();
      await page.getByRole('button', { name: 'Change e-mail address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change your e-mail address' });
      await dialog.getByLabel('New e-mail address').fill(newAddress);
      await dialog.getByRole('button', { name: 'Continue' }).click();

      // The current password is asked for; a wrong one is refused.
      await dialog.getByLabel('Current password').fill('Not-the-password-1');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Current password incorrect');
      await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByText(`We sent a confirmation code to ${newAddress}.`)).toBeVisible();
      // Nothing has changed yet, and the old address was told.
      await expect(mail).toHaveValue(before);
      const outbox = await readOutbox(page.request, ACCOUNT.username);
      expect(outbox.find((entry) => entry.address === before && entry.body.includes(newAddress))).toBeDefined();

      const code = await outboxCode(page.request, ACCOUNT.username, /Confirm your new .* e-mail address/);
      await dialog.getByLabel('Confirmation code').fill(code);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(accountSettingsPage.message('Your e-mail address has been changed')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(mail).toHaveValue(newAddress);

      // It is the stored address, not only what the page shows.
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newAddress);
    });
  });

  test('the approver attack through the API (POST profile, or the change call with a fresh session alone) leaves the address unchanged', async ({ playwright, baseURL }) => {
    const api = await signedInApiContext(playwright.request, baseURL!, DEMO_USERS.approver.username);
    try {
      const { userId } = await (await api.get('/_api/authr/session')).json();
      const profileUrl = `/_api/reach/demo/api/v4/users/${encodeURIComponent(userId)}/profile`;
      const before = (await (await api.get(profileUrl)).json()).profile.mail;

      const attack = await api.post(profileUrl, { data: { profile: {}, EmailAddress: 'attacker@evil.example' } });
      expect(attack.status()).toBe(400);
      expect((await attack.json()).ErrorCode).toBe('EmailChangeNeedsConfirmation');
      const viaField = await api.post(profileUrl, { data: { profile: { mail: 'attacker@evil.example' } } });
      expect(viaField.status()).toBe(400);

      // A session just signed in is no proof: the change call itself must carry the current password.
      const emailUrl = `/_api/reach/demo/api/v4/users/${encodeURIComponent(userId)}/email`;
      const bare = await api.post(emailUrl, { data: { EmailAddress: 'attacker@evil.example' } });
      expect(bare.status()).toBe(400);
      expect((await bare.json()).ErrorCode).toBe('ValidationFailed');
      const guessed = await api.post(emailUrl, { data: { EmailAddress: 'attacker@evil.example', password: 'Not-the-password-1' } });
      expect((await guessed.json()).ErrorCode).toBe('PasswordIncorrect');

      // Claiming another user's address through the confirmed change is refused too.
      const claim = await api.post(emailUrl, { data: { EmailAddress: 'learner@demo.example', password: DEMO_PASSWORD } });
      expect(claim.status()).toBe(409);
      expect((await claim.json()).ErrorCode).toBe('EmailAddressUnavailable');

      expect((await (await api.get(profileUrl)).json()).profile.mail).toBe(before);
    } finally {
      await api.dispose();
    }
  });
});
