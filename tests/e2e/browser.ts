import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { E2E_PORT } from './global-setup';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}/`;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh browser profile (own local storage, IndexedDB and service worker) per test. */
export async function openPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

export async function signIn(page: Page, company: number, user = 'admin', password = `${user}123`): Promise<void> {
  await page.goto(`${BASE_URL}#/sessions/login`);
  await page.getByLabel('Company code').fill(String(company));
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
