import { expect, test } from '../fixtures';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('profile picture (spec 1 §4, §5, §8)', () => {
  test.use({ signedInAs: 'learner' });

  test('uploads a png from the upload dialog, refreshes the pictures, and refuses a .txt before sending it', async ({ page, accountSettingsPage }) => {
    await accountSettingsPage.goto('profile');

    // Before the upload the LMS serves an initials placeholder; it resolves as an image.
    await expect(accountSettingsPage.avatarImage).toBeVisible();

    const refreshed = page.waitForRequest((request) => /\/_api\/avatar\/[^?]+\?s=160&v=\d+$/.test(request.url()));
    await accountSettingsPage.changeAvatar.click();
    await accountSettingsPage.avatarFile.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await accountSettingsPage.uploadAvatar.click();
    await expect(accountSettingsPage.message('Your profile picture was updated successfully')).toBeVisible();
    await expect(accountSettingsPage.avatarDialog).toBeHidden();
    await refreshed;
    await expect(accountSettingsPage.avatarImage).toBeVisible();
    const served = await page.request.get(`/_api/avatar/${encodeURIComponent('learner@demo.example')}?s=160`, { headers: { 'x-requested-with': 'learner-portal' } });
    expect(served.headers()['content-type']).toBe('image/png');

    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/_api/avatar/')) uploads += 1;
    });
    await accountSettingsPage.changeAvatar.click();
    await accountSettingsPage.avatarFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await accountSettingsPage.uploadAvatar.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The picture must be a GIF, JPG, JPEG or PNG file' })).toBeVisible();
    expect(uploads).toBe(0);
  });
});
