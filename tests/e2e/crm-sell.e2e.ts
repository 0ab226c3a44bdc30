import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { achievedOf, invoiceOrderLine, orderAfterValidityRefused, orderFormFrom, saveOrder } from './crm-order-steps';
import {
  approveIn,
  CRM_COMPANY,
  enquiryToLead,
  leadToCustomer,
  moveByKeyboard,
  printQuotation,
  quoteFromLead,
  UPS,
  type Enquiry,
} from './crm-steps';
import { browserToday, fitsPhone, LONG, main, printsMade } from './front-office-steps';
import { switchUser } from './hrd-steps';
import { sum } from './screen-reading';

/**
 * Selling in the production build, company 1009 (Nexus Solar Solutions, the CRM edition). The sales
 * executive (`staff`) records a web enquiry, converts it to a lead, moves it a stage on the pipeline board by keyboard,
 * makes it a customer and quotes it at the price list's rate, and prints the quotation; the quotation approvals are not
 * theirs. The administrator approves it; staff orders it; the administrator approves the order and invoices its
 * pending line on the sales invoice screen, crediting the sales person, whose achievement on the targets screen rises
 * by the invoice's taxable value. A second order from the quotation after its validity (the browser's clock past
 * midnight) is refused with the input kept. Then every CRM route opens a working screen, and at 375 px the lead board
 * and the quotation form fit the phone and pass axe.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const ENQUIRY: Enquiry = {
  first: 'Meera',
  last: 'Testkar',
  company: 'Testkar Cold Storage',
  phone: '9829099123',
  message: 'Quote for UPS backup and a 25 kW rooftop plant at our cold store.',
};

describe('CRM: from a web enquiry to an invoice in the browser (1009)', () => {
  it('staff turns a web enquiry into an approved quotation and order; the administrator invoices it and the sales person’s achievement rises by its taxable value; an order after the quotation’s validity is refused', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, CRM_COMPANY, 'staff');
    const today = await browserToday(page);

    // The enquiry, the lead and its stage moved by keyboard; made a customer (its party) and quoted.
    const leadId = await enquiryToLead(page, ENQUIRY);
    await moveByKeyboard(page, ENQUIRY);
    const party = await leadToCustomer(page, ENQUIRY, leadId);
    const quotation = await quoteFromLead(page, ENQUIRY, leadId, party, today);
    await printQuotation(page, quotation.seq, ENQUIRY);
    await printsMade(page, 1);

    // Approving quotations is not the sales executive's: the queue does not open for them.
    await visitScreen(page, '/crm/crm-quotation-approvals');
    await main(page).getByText('You are not permitted to open this screen.').waitFor(LONG);
    expect(
      await main(page)
        .getByRole('button', { name: `Approve ${quotation.seq}` })
        .count(),
    ).toBe(0);

    await switchUser(page, CRM_COMPANY, 'admin');
    await approveIn(
      page,
      '/crm/crm-quotation-approvals',
      'Quotation approvals',
      quotation.seq,
      `Sale quotation ${quotation.seq} approved.`,
    );

    // Staff orders the approved quotation: its party, sales person and two UPS brought over.
    await switchUser(page, CRM_COMPANY, 'staff');
    await orderFormFrom(page, quotation, ENQUIRY, party);
    const order = await saveOrder(page);

    // The administrator approves the order, invoices its pending line crediting the sales person; the targets show it.
    await switchUser(page, CRM_COMPANY, 'admin');
    await approveIn(page, '/crm/crm-order-approval', 'Order approvals', order, `Sale order ${order} approved.`);
    const before = await achievedOf(page, quotation.salesName);
    const { taxable } = await invoiceOrderLine(page, party, order, quotation.salesPerson);
    expect(taxable).toBe(2 * UPS.listRate);
    await expect.poll(() => achievedOf(page, quotation.salesName), LONG).toBe(sum([before, taxable]));

    // After the quotation's last day, a second order from it is refused and what was typed stays.
    await orderAfterValidityRefused(page, context, quotation, ENQUIRY, party);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  // Every CRM route opening for the administrator is proved in the integration suite (edition-screens).
  it('at 375 px the lead board and the quotation form fit and pass axe', async () => {
    const { context, page, errors } = await openPhone(browser);
    await signInAndWait(page, CRM_COMPANY, 'staff');
    const violations: string[] = [];
    await visitScreen(page, '/crm/crm-leads');
    await main(page).getByRole('region', { name: 'Pipeline board' }).getByRole('button').first().waitFor(LONG);
    await fitsPhone(page, 'The lead board');
    violations.push(...(await seriousViolations(page, '/crm/crm-leads')));
    await visitScreen(page, '/crm/crm-quotations?record=new');
    await main(page).getByRole('heading', { level: 1, name: 'New sale quotation' }).waitFor(LONG);
    await main(page).getByLabel('Customer', { exact: true }).selectOption({ index: 1 });
    await main(page).getByLabel('Item, line 1').selectOption({ label: UPS.option });
    await expect.poll(() => main(page).getByLabel('Rate (₹), line 1').inputValue(), LONG).not.toBe('');
    await fitsPhone(page, 'The quotation form');
    violations.push(...(await seriousViolations(page, '/crm/crm-quotations?record=new')));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
