import { expect, type Page } from '@playwright/test';

// Signing in for the browser tests: one helper instead of a copy in every spec.

/** The languages the screens are tested in. */
export type Locale = 'nl-NL' | 'en-US';

/** The password of every demo user (admin@, approver@, verifier@, readonly@demo.test). */
export const DemoPassword = 'ledgerline';

/**
 * Signs a demo user in through the login screen: types the email and the demo password, presses Enter and waits
 * for the account menu. With a locale, the screens show in that language whatever the user's own (the current
 * user's Locale is read as that one): the override is installed on the page before it signs in and stays for the
 * page's life. Without one, the user's own language is left alone.
 */
export async function login(
  page: Page,
  { email = 'admin@demo.test', locale }: { email?: string; locale?: Locale } = {},
): Promise<void> {
  if (locale) {
    await page.route('**/api/User/GetCurrentUser', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), Locale: locale } });
    });
  }
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(DemoPassword);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('menu-account')).toBeVisible();
}
