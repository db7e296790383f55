import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { login } from './session';

// Issue 16: live events. This file runs its own Ledgerline (fresh demo data, its own port) so that it may stop
// and restart the server without disturbing the other browser tests, which share the one scripts/e2e.mjs starts.
const root = process.cwd();

type Allowed = { Action: string; NeedsNextUser: boolean; NeedsRemark: boolean; NeedsApprovalAmount: boolean };

let server: ChildProcess | null = null;
let port = 0;
let dataDir = '';
const baseURL = () => `http://127.0.0.1:${port}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built server on this file's data directory and port, and waits until it answers. */
async function startServer(): Promise<void> {
  const started = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_PORT: '0',
      IMPORT_DIR: 'off',
    },
  });
  server = started;
  for (let attempt = 0; attempt < 720; attempt++) {
    if (started.exitCode !== null) throw new Error(`the live test server exited with ${started.exitCode}`);
    try {
      if ((await fetch(`${baseURL()}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the live test server did not start within 180 s');
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-e2e-live-'));
  // The compiled EN 16931 Schematron scripts/e2e.mjs keeps, so that this server does not compile it again.
  const schematron = path.join(root, 'node_modules/.cache/ledgerline-e2e/schematron');
  if (fs.existsSync(schematron)) fs.cpSync(schematron, path.join(dataDir, 'schematron'), { recursive: true });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-in tab of its own browser context (its own session), in English. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 } });
  // Reconnects wait a random 1–20 s, then 20 s, then 30 s: pinned to the longest first wait, the tries come
  // at 20, 40 and 70 s after the drop, room enough for a slow restart on a loaded machine.
  await context.addInitScript(() => {
    Math.random = () => 0.999;
  });
  const page = await context.newPage();
  await login(page, { email, locale: 'en-US' });
  return page;
}

/** The purchase invoices to do, as a colleague keeps them open. */
async function openTodoOverview(page: Page): Promise<void> {
  await page.goto('/purchase-invoices');
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'To do', exact: true }).click();
  await expect(page.getByTestId('overview-row').first()).toBeVisible();
}

/** Of the given documents, those the signed-in user approves with one click (no next user, remark or amount). */
async function approvable(page: Page, ids: string[]): Promise<string[]> {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  const found: string[] = [];
  for (const id of ids) {
    const response = await page.request.get(
      `/api/DocumentAction/GetActionsForInvoice/${id}?documentType=PurchaseInvoice`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const actions = ((await response.json()).Actions ?? []) as Allowed[];
    const approve = actions.find((action) => action.Action === 'Approve');
    if (approve && !approve.NeedsNextUser && !approve.NeedsRemark && !approve.NeedsApprovalAmount)
      found.push(id);
    if (found.length === 2) break;
  }
  return found;
}

async function approve(page: Page, id: string): Promise<void> {
  await page.goto(`/purchase-invoice/${id}`);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/Document/PostNewAction'));
  await page.getByTestId('action-panel').getByTestId('action-Approve').click();
  expect((await posted).status()).toBe(200);
}

test('an approval leaves a colleague’s overview at once, also after the server restarted', async ({
  browser,
}) => {
  const colleague = await signIn(browser, 'approver@demo.test');
  await openTodoOverview(colleague);
  // Set once: a reload would lose it.
  await colleague.evaluate(() => {
    document.body.dataset.liveTestMark = 'kept';
  });
  const ids = await colleague
    .getByTestId('overview-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
  const approver = await signIn(browser, 'approver@demo.test');
  const [first, second] = await approvable(approver, ids);
  if (!first || !second) throw new Error('the demo approver has fewer than two invoices to approve');

  await approve(approver, first);
  await expect(colleague.locator(`[data-testid="overview-row"][data-id="${first}"]`)).toHaveCount(0);
  await expect(colleague.locator(`[data-testid="overview-row"][data-id="${second}"]`)).toHaveCount(1);
  expect(await colleague.evaluate(() => document.body.dataset.liveTestMark)).toBe('kept');
  await expect(colleague.getByTestId('live-status')).toHaveCount(0);

  // The server goes away: the header says so quietly, without popups.
  await stopServer();
  await expect(colleague.getByTestId('live-status')).toBeVisible();
  await expect(colleague.getByTestId('live-reconnect')).toBeVisible();
  await expect(colleague.getByTestId('popup')).toHaveCount(0);
  await colleague.screenshot({
    path: 'test-results/live-disconnected-1280.png',
    clip: { x: 0, y: 0, width: 1280, height: 120 },
  });

  // Back again: the colleague reconnects by itself and catches up on what
  // changed meanwhile, whether the approval lands before the reconnect or after it.
  await startServer();
  await approve(approver, second);
  await expect(colleague.getByTestId('live-status')).toHaveCount(0, { timeout: 90_000 });
  await expect(colleague.locator(`[data-testid="overview-row"][data-id="${second}"]`)).toHaveCount(0);
  expect(await colleague.evaluate(() => document.body.dataset.liveTestMark)).toBe('kept');
  await colleague.screenshot({ path: 'test-results/live-overview-1280.png' });

  // Presence: whoever opens a document the approver has open sees who else is looking at it, and vice versa.
  const third = ids.find((id) => id !== first && id !== second);
  if (!third) throw new Error('the demo approver has fewer than three invoices to do');
  await approver.goto(`/purchase-invoice/${third}`);
  await expect(approver.getByTestId('document-detail')).toBeVisible();
  const admin = await signIn(browser, 'admin@demo.test');
  await admin.goto(`/purchase-invoice/${third}`);
  await expect(admin.getByTestId('presence-avatar')).toHaveText(['BJ']);
  await expect(approver.getByTestId('presence-avatar')).toHaveCount(1);
  await admin.screenshot({
    path: 'test-results/live-presence-1280.png',
    clip: { x: 0, y: 0, width: 1280, height: 160 },
  });
});
