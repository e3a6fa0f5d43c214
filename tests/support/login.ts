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
