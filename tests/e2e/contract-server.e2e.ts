import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, visitScreen } from './browser';
import { FIRST_CALL, requestToOrder, signedIn } from './contract-job-steps';
import { CONTRACT_APP, CONTRACT_URL, contractLog, setFaults, startContractRun } from './contract-run';
import { CRM_COMPANY, enquiryToLead, leadToCustomer, moveByKeyboard, quoteFromLead, type Enquiry } from './crm-steps';
import { browserToday, LONG } from './front-office-steps';
import { correctAttendance, FIRST } from './hrd-clerk-steps';
import { dayCells, monthBefore, monthName } from './hrd-steps';
import { approveReceipt, testReceiptLots } from './production-receipt-steps';
import { WORKS } from './production-steps';
import {
  addItem,
  CLASSIC,
  COMPANY as RESTAURANT,
  makeBill,
  openTable,
  openTerminal,
  sendKot,
  settleInCash,
  tile,
} from './restaurant-steps';

// The production build with VITE_API_BASE_URL pointed at the contract server (npm run contract-server): the demo
// backend is off, every call crosses real HTTP (CORS, the bearer header), and the server refuses a body its route does
// not read. Each job ends with the server's log (no call off the contract) and the page's console: a call the browser
// itself refused (CORS) never reaches the server, so its log cannot tell of it.
let browser: Browser;
let run: { stop: () => Promise<void> };
beforeAll(async () => {
  [browser, run] = await Promise.all([launch(), startContractRun()]);
}, 120_000);
afterAll(() => run?.stop());

async function signInTo(page: Page, company: number, user: string, password: string) {
  await page.goto(`${CONTRACT_APP}#/sessions/login`);
  await page.getByLabel('Company code').fill(String(company));
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the form and waits for the signed-in app's first screen. */
async function signInAs(page: Page, company: number, user: string) {
  await signInTo(page, company, user, `${user}123`);
  await signedIn(page);
}

/**
 * Runs a job's steps; when one fails, the failure says what the page's console said too (a call the browser refused
 * before it reached the server, as CORS does, shows on the screen only as a network error).
 */
async function job(errors: readonly string[], steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    if (errors.length === 0) throw error;
    const said = [...new Set(errors)].join('\n  ');
    throw new Error(`${(error as Error).message}\nThe page's console said:\n  ${said}`, { cause: error });
  }
}

const TRADERS = 1002;

const ENQUIRY: Enquiry = {
  first: 'Kavya',
  last: 'Wirecheck',
  company: 'Wirecheck Dairy Chillers',
  phone: '9829011456',
  message: 'A UPS for the chiller room, quoted over the wire.',
};

describe('the production build against the contract server', () => {
  it('refuses a wrong password with the sign-in message and keeps what was typed', async () => {
    const { context, page } = await openPage(browser);
    await signInTo(page, 1002, 'admin', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'user name or password is not correct' }).waitFor();
    expect(await page.getByLabel('User name').inputValue()).toBe('admin');
    expect(await page.getByLabel('Company code').inputValue()).toBe('1002');
    await context.close();
  });

  it('signs in across real HTTP with the bearer token, and every call keeps to the contract', async () => {
    const { context, page } = await openPage(browser);
    await signInTo(page, 1002, 'admin', 'admin123');
    await page.getByRole('button', { name: /User menu for/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const log = await contractLog();
    expect(log.violations).toEqual([]);
    await context.close();
  });

  it('a purchase request to a purchase order (1002 admin): requested, ordered in bulk, approved; the order is listed as approved', async () => {
    const { context, page, errors } = await openPage(browser);
    await job(errors, async () => {
      await signInAs(page, TRADERS, 'admin');
      const { order } = await requestToOrder(page);
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: order }) })
        .getByText('Approved')
        .waitFor();
      expect((await contractLog()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('a restaurant KOT and bill (1010 cashier): a table sent to the kitchen, billed and settled in cash; the table is free again', async () => {
    const { context, page, errors } = await openPage(browser);
    await job(errors, async () => {
      await signInAs(page, RESTAURANT, 'staff');
      await openTerminal(page, CLASSIC, 'DIN');
      await openTable(page, 'T1');
      await addItem(page, 'PI-0025', 'Butter naan', 1);
      await addItem(page, 'paneer tik', 'Paneer tikka', 1);
      await sendKot(page, 'T1', 2, 70 + 280);
      await page.getByRole('article', { name: 'KOT TAN, table T1' }).waitFor();
      const total = await makeBill(page, 'T1');
      await tile(page, 'T1', 'billed', total).waitFor(LONG);
      await settleInCash(page, 'T1', total, Math.ceil(total / 100) * 100);
      // Every operation reached the server: nothing waits to send.
      await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });
      expect((await contractLog()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('an attendance entry (1002 HR clerk): a day of last month corrected to absent, saved, and read back absent', async () => {
    const { context, page, errors } = await openPage(browser);
    await job(errors, async () => {
      await signInAs(page, TRADERS, 'staff');
      const month = monthBefore(await browserToday(page));
      // Saved, then the month opened afresh: the day reads absent.
      const { corrected } = await correctAttendance(page, month);
      await page.getByRole('grid', { name: `Attendance of ${monthName(month)}` }).waitFor();
      expect((await dayCells(page, FIRST))[corrected]).toBe('A');
      expect((await contractLog()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('a CRM lead to a quotation (1009 sales executive): a web enquiry made a lead, moved on, made a customer and quoted; the quotation is listed pending approval', async () => {
    const { context, page, errors } = await openPage(browser);
    await job(errors, async () => {
      await signInAs(page, CRM_COMPANY, 'staff');
      const today = await browserToday(page);
      const leadId = await enquiryToLead(page, ENQUIRY);
      await moveByKeyboard(page, ENQUIRY);
      const party = await leadToCustomer(page, ENQUIRY, leadId);
      const { seq } = await quoteFromLead(page, ENQUIRY, leadId, party, today);
      await page.getByRole('rowheader', { name: seq, exact: true }).waitFor();
      expect((await contractLog()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('a QC inward test (1003 admin): the goods receipt waiting for QC tested lot by lot and approved; its return and credit note are listed', async () => {
    const { context, page, errors } = await openPage(browser);
    await job(errors, async () => {
      await signInAs(page, WORKS, 'admin');
      const { receipt } = await testReceiptLots(page);
      await approveReceipt(page, receipt);
      expect((await contractLog()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});

// What a real deployment's network and server can do to a save, with the demo backend off: each shows the catalogued
// message, and what was typed is still there.
describe('a save the server does not answer, or refuses for the session', () => {
  const SAVE = 'api/invUOM/SetInvUOM';
  const NETWORK = 'Network Error please check your connection';
  const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}( \\*)?$`));

  /** The 1002 administrator's new unit of measure, typed and not yet saved. */
  async function unitTyped(page: Page) {
    await signInAs(page, TRADERS, 'admin');
    await visitScreen(page, '/inventory/inv-uom');
    await page.getByRole('button', { name: 'New unit' }).click();
    await field(page, 'Code').fill('BX12');
    await field(page, 'Name').fill('Box of twelve');
  }

  async function savedInVain(page: Page, message: string) {
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(message).first().waitFor(FIRST_CALL);
    expect(await field(page, 'Code').inputValue()).toBe('BX12');
    expect(await field(page, 'Name').inputValue()).toBe('Box of twelve');
  }

  afterEach(() => setFaults({}));

  it('no answer at all (101): the server drops the connection', async () => {
    const { context, page } = await openPage(browser);
    await unitTyped(page);
    await setFaults({ [SAVE]: 'close' });
    await savedInVain(page, NETWORK);
    await context.close();
  });

  it('a refused connection: nothing listens at the address', async () => {
    const { context, page } = await openPage(browser);
    await unitTyped(page);
    await page.route(`${CONTRACT_URL}${SAVE}`, (route) => route.abort('connectionrefused'));
    await savedInVain(page, NETWORK);
    await context.close();
  });

  it('a timeout: the server never answers, and the client gives up after its limit (3 s in this build)', async () => {
    const { context, page } = await openPage(browser);
    await unitTyped(page);
    await setFaults({ [SAVE]: 'timeout' });
    await savedInVain(page, NETWORK);
    // Save is usable again, and with the server back the same typing is saved.
    await setFaults({});
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Units of measure' }).waitFor(FIRST_CALL);
    await context.close();
  });

  it('401: the session is over; signing in again finds the form as it was typed', async () => {
    const { context, page } = await openPage(browser);
    await unitTyped(page);
    await setFaults({ [SAVE]: 'unauthorized' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your Login Session is over please login again').first().waitFor(FIRST_CALL);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await setFaults({});
    await signInAs(page, TRADERS, 'admin');
    await visitScreen(page, '/inventory/inv-uom');
    await page.getByRole('button', { name: 'New unit' }).click();
    await page.getByText(/Draft restored/).waitFor();
    expect(await field(page, 'Code').inputValue()).toBe('BX12');
    await context.close();
  });
});
