import { DEMO_USERS, expect, test } from '../fixtures';

test.describe('approval delegation (spec 1 §4, §5, §8)', () => {
  test.use({ signedInAs: 'approver' });

  test('an approver cannot delegate to themselves, adds a delegate and removes it', async ({ accountSettingsPage, delegationDialog }) => {
    await accountSettingsPage.goto();
    await accountSettingsPage.openDelegation.click();
    await expect(delegationDialog.dialog).toBeVisible();
    await expect(delegationDialog.dialog.getByText('You have no approval delegates.')).toBeVisible();

    await delegationDialog.addDelegate(DEMO_USERS.approver.username);
    await expect(delegationDialog.error).toHaveText('Unable to add yourself as the delegate approver');

    await delegationDialog.addDelegate('nobody-by-this-name');
    await expect(delegationDialog.error).toHaveText('Unable to resolve target user');

    await delegationDialog.addDelegate(DEMO_USERS.learner.username, { from: '2030-01-01', until: '2029-12-31' });
    await expect(delegationDialog.untilDate).toHaveAccessibleDescription(/The until date must be after the from date/);

    await delegationDialog.addDelegate(DEMO_USERS.learner.username, { from: '2030-01-01', until: '2030-01-15' });
    await expect(accountSettingsPage.message('Approval delegate added successfully')).toBeVisible();
    await expect(delegationDialog.row(DEMO_USERS.learner.displayName)).toBeVisible();

    await delegationDialog.remove(DEMO_USERS.learner.displayName);
    await expect(accountSettingsPage.message('Approval delegate removed successfully')).toBeVisible();
    await expect(delegationDialog.row(DEMO_USERS.learner.displayName)).toHaveCount(0);
    await expect(delegationDialog.dialog.getByText('You have no approval delegates.')).toBeVisible();
  });
});
