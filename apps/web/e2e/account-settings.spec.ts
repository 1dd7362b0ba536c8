import { expect, test } from '@playwright/test';
import { createSignedInUser, signInWithForm } from './support/accounts.ts';

test('change the password: a wrong current one is refused on its field, the right one signs in next time', async ({
  page,
}) => {
  const { email, password } = await createSignedInUser(page, { label: 'change-password' });
  const next = 'Another-2026!pass';
  await page.goto('/settings/change-password');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm the new password').fill(next);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // The form starts over, empty.
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('password-changed.png') });

  await page.context().clearCookies();
  await signInWithForm(page, email, next);
  await expect(page).toHaveURL(/\/$/);
});

test('delete the account: the confirmation word and the password are checked, then the account is gone', async ({
  page,
}) => {
  const { email, password } = await createSignedInUser(page, { label: 'delete-account' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/delete-account');
  await page.getByLabel('Your password').fill(password);
  await page.getByLabel('Type DELETE to confirm').fill('delete it');
  await page.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page.getByText('Type DELETE exactly to confirm')).toBeVisible();

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-refused-390.png') });

  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page).toHaveURL(/\/login\?notice=deleted/);
  await expect(
    page.getByText('Your account and all its data have been deleted. See you soon!'),
  ).toBeVisible();

  await signInWithForm(page, email, password);
  await expect(page.getByText('Wrong email or password')).toBeVisible();
});
