import type { Page } from 'playwright-core';

/**
 * Fills /auth's login form and presses "Log in". Both tab panels are in the page (the register
 * one hidden), and "Forgot password?" has an email field of its own, so the fields are found in
 * the Login panel by their exact labels.
 */
export async function submitLogin(page: Page, email: string, password: string) {
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Waits until /profile has the member's details in its form: the form shows at once (its
 * "Save changes" disabled), and is filled in and enabled once the account has loaded.
 */
export async function profileLoaded(page: Page) {
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.waitFor();
  await page.waitForFunction(
    (button) => !(button as HTMLButtonElement).disabled,
    await save.elementHandle(),
  );
}
