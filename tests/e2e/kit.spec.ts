import { expect, type Page, test } from '@playwright/test';

// The interface kit page is public outside production (spec 002 §4-§5 behaviour of the shared components).
async function openKit(page: Page) {
  await page.goto('/dev/kit');
  await expect(page.getByTestId('dev-kit')).toBeVisible();
}

/** Today's date in the browser's local time as YYYY-MM-DD, the day 'd' stands for. */
function localIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.describe('Dropdown keyboard flow', () => {
  test('opens on focus, moves with the arrows and selects with Enter', async ({ page }) => {
    await openKit(page);
    const dropdown = page.getByTestId('dropdown');
    const input = dropdown.getByRole('combobox');
    await input.focus();
    await expect(dropdown).toHaveAttribute('data-state', 'open');
    await expect(dropdown.getByRole('option')).toHaveCount(50);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveAttribute('data-state', 'closed');
    await expect(input).toHaveValue('1010 - Bank 1');
    await expect(page.getByTestId('dropdown-value')).toHaveText('2');
  });

  test('typed first column selects on Tab and Escape restores the previous value', async ({ page }) => {
    await openKit(page);
    const dropdown = page.getByTestId('dropdown');
    const input = dropdown.getByRole('combobox');
    await input.click();
    await page.keyboard.type('1020');
    await expect(dropdown).toHaveAttribute('data-state', 'typing');
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('1020 - Receivables 1');
    await expect(page.getByTestId('dropdown-value')).toHaveText('3');

    await input.click();
    await input.fill('wages');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveAttribute('data-state', 'closed');
    await expect(input).toHaveValue('1020 - Receivables 1');
    await expect(page.getByTestId('dropdown-value')).toHaveText('3');
  });

  test("'Show more' extends the list and a disabled dropdown cannot open", async ({ page }) => {
    await openKit(page);
    const dropdown = page.getByTestId('dropdown');
    await dropdown.getByRole('combobox').focus();
    // The kit page speaks Dutch (the default locale).
    await dropdown.getByRole('button', { name: 'Meer tonen' }).click();
    await expect(dropdown.getByRole('option')).toHaveCount(100);
    await page.keyboard.press('Escape');

    const disabled = page.getByTestId('dropdown-disabled');
    await disabled.click();
    await expect(disabled).toHaveAttribute('data-state', 'closed');
  });

  test('asks the server once per new term after typing stops', async ({ page }) => {
    await openKit(page);
    const input = page.getByTestId('dropdown-search').getByRole('combobox');
    await input.click();
    await page.keyboard.type('acme');
    await expect(page.getByTestId('dropdown-search-value')).toHaveText('["acme"]');
    await input.fill('ACME');
    await page.waitForTimeout(700);
    await expect(page.getByTestId('dropdown-search-value')).toHaveText('["acme"]');
  });
});

test.describe('AmountEditor commit rules', () => {
  test('calculates, rounds and commits on Enter only when the amount changes', async ({ page }) => {
    await openKit(page);
    const amount = page.getByTestId('amount');
    await expect(amount).toHaveValue('1.234,50');

    await amount.fill('10+5*2');
    await amount.press('Enter');
    await expect(amount).toHaveValue('20,00');
    await expect(page.getByTestId('amount-value')).toHaveText('20');
    await expect(page.getByTestId('amount-commits-value')).toHaveText('1');

    // 20,00001 rounds to the same amount: no commit, display re-formatted.
    await amount.fill('20,00001');
    await amount.press('Enter');
    await expect(amount).toHaveValue('20,00');
    await expect(page.getByTestId('amount-commits-value')).toHaveText('1');
  });

  test('turns an empty entry into 0 on blur and formats per locale', async ({ page }) => {
    await openKit(page);
    const amount = page.getByTestId('amount');
    await amount.fill('');
    await amount.press('Tab');
    await expect(amount).toHaveValue('0,00');
    await expect(page.getByTestId('amount-value')).toHaveText('0');

    const us = page.getByTestId('amount-us');
    await us.fill('1,234.5');
    await us.press('Enter');
    await expect(us).toHaveValue('1,234.50');
    await expect(page.getByTestId('amount-us-value')).toHaveText('1234.5');
  });
});

test.describe('DateEditor shortcuts', () => {
  test("'d' is today and an empty entry clears the date", async ({ page }) => {
    await openKit(page);
    const date = page.getByTestId('date');
    await date.fill('d');
    await date.press('Enter');
    const today = localIso(new Date());
    await expect(page.getByTestId('date-value')).toHaveText(`"${today}"`);
    const [year, month, day] = today.split('-');
    await expect(date).toHaveValue(`${day}-${month}-${year}`);

    await date.fill('');
    await date.press('Enter');
    await expect(page.getByTestId('date-value')).toHaveText('null');
  });

  test('short input lands in the past year, or ahead within the future-months window', async ({ page }) => {
    await openKit(page);
    const now = new Date();
    const ahead = new Date(now.getFullYear(), now.getMonth() + 2, 1);
    const shortText = `01-${String(ahead.getMonth() + 1).padStart(2, '0')}`;

    const future = page.getByTestId('date-future');
    await future.fill(shortText);
    await future.press('Enter');
    await expect(page.getByTestId('date-future-value')).toHaveText(`"${localIso(ahead)}"`);

    const past = page.getByTestId('date');
    await past.fill(shortText);
    await past.press('Enter');
    const yearBefore = new Date(ahead.getFullYear() - 1, ahead.getMonth(), 1);
    await expect(page.getByTestId('date-value')).toHaveText(`"${localIso(yearBefore)}"`);
  });

  test('invalid text is flagged and a joke word gets a playful message', async ({ page }) => {
    await openKit(page);
    const date = page.getByTestId('date');
    await date.fill('31-02-2024');
    await date.press('Enter');
    await expect(date).toHaveAttribute('data-invalid', 'true');
    await expect(page.getByRole('tooltip')).toBeVisible();

    await date.fill('never');
    await date.press('Enter');
    await expect(date).toHaveAttribute('data-joke', 'true');
    await expect(date).not.toHaveAttribute('data-invalid', 'true');
  });
});
