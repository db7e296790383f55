import { expect, type Page, test } from '@playwright/test';
import { login } from './session';

// What walking the screens turned up: not-found pages, the header at narrow widths, the import queue,
// the active menu item and read-only sessions.

const activeMenuItems = (page: Page) => page.getByRole('navigation').locator('[data-active="true"]');

test.describe('addresses that name nothing', () => {
  test('an unknown user, company or setting shows a calm not-found state with a way back', async ({
    page,
  }) => {
    await login(page);
    for (const [address, back] of [
      ['/users/00000000-0000-4000-8000-000000000000', '/users'],
      ['/companies/nope', '/companies'],
      ['/settings/Does_Not_Exist', '/settings'],
    ] as const) {
      await page.goto(address);
      const state = page.getByTestId('not-found');
      await expect(state).toBeVisible();
      await expect(state).not.toContainText('¿');
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expect(state.getByRole('link')).toHaveAttribute('href', back);
    }
    await page.getByTestId('not-found').getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe('the header', () => {
  test('at 800 px the Settings menu opens and its items click, also with an error popup showing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await login(page);
    // A document that does not exist reports its failure in a popup top-right.
    await page.goto('/purchase-invoice/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('popup').first()).toBeVisible();
    await page.getByTestId('menu-settings').click();
    await page.getByRole('menuitem', { name: /^(Users|Gebruikers)$/ }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('menus that do not fit collapse into dropdowns and never run under the theme toggle', async ({
    page,
  }) => {
    await login(page);
    for (const width of [1280, 1000, 900, 800]) {
      await page.setViewportSize({ width, height: 700 });
      // The menu folds after it has measured the new width: wait for it to settle.
      await expect
        .poll(async () => {
          const settings = await page.getByTestId('menu-settings').boundingBox();
          const toggle = await page.getByTestId('theme-toggle').boundingBox();
          return Boolean(settings && toggle && settings.x + settings.width <= toggle.x);
        })
        .toBe(true);
    }
    await page.getByTestId('menu-settings').click();
    await expect(page.getByTestId('settings-column-Users')).toBeVisible();
  });

  test('the Settings menu opens by keyboard', async ({ page }) => {
    await login(page);
    await page.getByTestId('menu-settings').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('settings-column-Users')).toBeVisible();
  });

  test("exactly one menu item is active: the document's type on its detail, Integrations on the set-up", async ({
    page,
  }) => {
    // Wide enough for the admin's whole menu, the Dashboard item included (at 1280 px the document items collapse).
    await page.setViewportSize({ width: 1680, height: 700 });
    await login(page);
    await page.goto('/purchase-invoices');
    await page.getByTestId('overview-row').first().click();
    await expect(page).toHaveURL(/\/purchase-invoice\//);
    await expect(activeMenuItems(page)).toHaveCount(1);
    await expect(activeMenuItems(page)).toHaveText(/^(Purchase|Inkoop)$/);

    // /integrations leads an administrator to the integration set-up.
    await page.goto('/integrations');
    await expect(page).toHaveURL(/\/companies\/new\?integrations=true$/);
    await expect(page.getByTestId('erp-adapters')).toBeVisible();
    await expect(activeMenuItems(page)).toHaveCount(1);
    await expect(activeMenuItems(page)).toHaveText(/^(Integrations|Koppelingen)$/);
  });
});

test.describe('import queue', () => {
  test('an empty file is refused as empty, leaves the queue and is not sent again', async ({ page }) => {
    await login(page);
    await page.goto('/import');
    await page.getByTestId('import-company').click();
    await page.getByRole('option', { name: /Demo Services/ }).click();
    const input = page.getByTestId('import-file-input');
    await input.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(page.getByTestId('import-file-size')).toHaveText('0 B');
    await page.getByTestId('import-upload').click();
    const refused = page.getByTestId('import-result-error');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('empty.pdf');
    await expect(page.getByTestId('import-error-message')).toHaveText(/empty|leeg/i);
    await expect(page.getByTestId('import-files')).toHaveCount(0);

    await input.setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await page.getByTestId('import-upload').click();
    await expect(refused).toHaveCount(2);
    await expect(refused.filter({ hasText: 'empty.pdf' })).toHaveCount(1);
    await refused.filter({ hasText: 'empty.pdf' }).getByRole('button').click();
    await expect(refused).toHaveCount(1);
  });
});

test.describe('read-only session', () => {
  test('edit pages show their fields disabled and no save button', async ({ page }) => {
    await login(page, { email: 'readonly@demo.test' });
    await page.goto('/user-settings');
    await expect(page.getByRole('textbox').first()).toBeDisabled();
    await expect(page.getByTestId('profile-save')).toHaveCount(0);
    await page.goto('/users');
    await expect(page.getByTestId('user-new')).toHaveCount(0);
  });
});
