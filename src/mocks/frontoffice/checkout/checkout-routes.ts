import { http, HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import {
  CHECKOUT_ENDPOINTS as API,
  type CheckoutRequirements,
  type FinalBillDocument,
  type FinalBillRow,
} from '../../../modules/frontoffice/checkout/domain/checkout-types';
import { folioBalancePaise, folioOrder, nightsToCharge } from '../../../modules/frontoffice/domain/folio';
import { nightCharge, slotFor } from '../../../modules/frontoffice/domain/tariff';
import { findDemoCompany } from '../../core/company/companies';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { rowsOf } from '../../core/seeded-rows';
import { reportDate } from '../../core/server-dates';
import { gstinOfCompany } from '../../core/company/company-ids';
import { foSession, foWrite, refusal } from '../fo-session';
import { closeGroupIfLeft } from '../groups/group-close';
import { folioLinesOf, foSettingsOf, hotelDate, stayOf } from '../fo-store';
import { prepareFinalBill, reopenFolio, settleCheckout } from './checkout-save';
import {
  billableCompanies,
  companyBillOf,
  finalBillOf,
  finalBillsOf,
  foCustomers,
  writeFinalBill,
} from './checkout-store';
import { logFo, settlementOf, text } from './checkout-wire';

const SCREEN = FRONT_OFFICE.checkOut;

/** The final bill as printed: the folio, the hotel's and the billed company's names, addresses and GSTINs. */
async function finalBillDocument(companyCode: number, stayNo: string): Promise<FinalBillDocument | null> {
  const stay = await stayOf(companyCode, stayNo);
  if (!stay?.finalBill) return null;
  const bill = await finalBillOf(companyCode, stay.finalBill);
  if (!bill) return null;
  const [lines, today, heads, companyBill, customers] = await Promise.all([
    folioLinesOf(companyCode, stayNo),
    hotelDate(companyCode),
    rowsOf('frontoffice.post-charges', companyCode),
    companyBillOf(companyCode, bill.billNo),
    foCustomers(companyCode),
  ]);
  const hotel = findDemoCompany(companyCode);
  const billed = companyBill ? customers.get(companyBill.company) : undefined;
  return {
    bill,
    folio: { stay, lines: lines.sort(folioOrder), balance: fromPaise(folioBalancePaise(lines)) },
    hotel: {
      name: hotel?.name ?? '',
      address: hotel ? [hotel.addr.address, hotel.addr.city, `${hotel.addr.stat} ${hotel.addr.zip}`].join(', ') : '',
      gstin: gstinOfCompany(hotel),
    },
    company: companyBill
      ? {
          code: companyBill.company,
          name: companyBill.companyName,
          address: billed ? [billed.address, billed.city].filter(Boolean).join(', ') : '',
          gstin: billed?.gstin ?? '',
          amount: companyBill.amount,
        }
      : null,
    departure: stay.checkedOutAt ? stay.checkedOutAt.slice(0, 10) : today,
    sacOfHead: Object.fromEntries(
      heads.map((row) => [String(row.code), { name: String(row.name ?? row.code), sac: String(row.sac ?? '') }]),
    ),
  };
}

/** Check-out's routes: requirements, prepare, reopen, settle, the final bill, its print, the bills list. */
export const checkoutRoutes = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const stay = await stayOf(session.companyCode, text((await readJson(request)).recordId));
    const [today, settings, companies] = await Promise.all([
      hotelDate(session.companyCode),
      foSettingsOf(session.companyCode),
      billableCompanies(session.companyCode),
    ]);
    const nights =
      stay?.status === 'IN_HOUSE'
        ? nightsToCharge(stay, await folioLinesOf(session.companyCode, stay.stayNo), today)
        : [];
    const amount = sumPaise(
      nights.map((night) => {
        const slot = stay && slotFor(stay.slots, night);
        return slot ? nightCharge(slot, settings.roomTaxSlabs).debit : 0;
      }),
    );
    const answer: CheckoutRequirements = {
      hotelDate: today,
      nightsToCharge: nights,
      nightsAmount: fromPaise(amount),
      companies,
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.prepare}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const stayNo = text((await readJson(request)).recordId);
    return foWrite(request, session, async () => {
      const stay = await stayOf(session.companyCode, stayNo);
      if (!stay) return refusal(`There is no stay ${stayNo}.`);
      const prepared = await prepareFinalBill(session, stay);
      if (typeof prepared === 'string') return refusal(prepared);
      await logFo(
        session,
        'Prepared',
        'Final bill',
        prepared.billNo,
        `${stay.stayNo} room ${stay.room}: ${prepared.nights.length} night(s) charged`,
      );
      return HttpResponse.json({ result: 'OK', seq: prepared.billNo, recordId: stay.stayNo });
    });
  }),
  http.post(`*/${API.reopen}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return foWrite(request, session, async () => {
      const reopened = await reopenFolio(session, text(body.recordId), text(body.detail));
      if (typeof reopened === 'string') return refusal(reopened);
      await logFo(
        session,
        'Reopened',
        'Final bill',
        reopened.finalBill,
        `${reopened.stayNo} room ${reopened.room}: ${text(body.detail)}`,
      );
      return HttpResponse.json({ result: 'OK', seq: reopened.finalBill, recordId: reopened.stayNo });
    });
  }),
  http.post(`*/${API.settle}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const read = settlementOf(await readJson(request));
    if (typeof read === 'string') return refusal(read);
    return foWrite(request, session, async () => {
      const stay = await stayOf(session.companyCode, read.stayNo);
      if (!stay) return refusal(`There is no stay ${read.stayNo}.`);
      const settled = await settleCheckout(session, stay, read.settlement);
      if (typeof settled === 'string') return refusal(settled);
      // the group's last room left here
      if (settled.stay.groupId) await closeGroupIfLeft(session.companyCode, settled.stay.groupId);
      await logFo(
        session,
        'Checked out',
        'Stay',
        stay.stayNo,
        `Room ${stay.room}, bill ${settled.billNo}${settled.companyBill ? `, ${settled.companyBill.amount} to ${settled.companyBill.company}` : ''}`,
      );
      return HttpResponse.json({ result: 'OK', seq: settled.billNo, recordId: stay.stayNo });
    });
  }),
  http.post(`*/${API.finalBill}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await finalBillDocument(session.companyCode, text((await readJson(request)).recordId)));
  }),
  // Print (7) the first time, reprint (8) after; counted and logged, in the queue (a reopen between would be undone).
  http.post(`*/${API.printBill}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const stayNo = text((await readJson(request)).recordId);
    const stay = await stayOf(peek.companyCode, stayNo);
    const bill = await finalBillOf(peek.companyCode, stay?.finalBill ?? '');
    const session = await foSession(
      request,
      SCREEN,
      bill && bill.printCount > 0 ? TRANSACTION.reprint : TRANSACTION.print,
      'write',
    );
    if (session instanceof Response) return session;
    return foWrite(request, session, async () => {
      const current = await finalBillOf(session.companyCode, stay?.finalBill ?? '');
      if (!current) return refusal(`No final bill is prepared for ${stayNo}.`);
      const copy = current.printCount + 1;
      await writeFinalBill(session.companyCode, { ...current, printCount: copy });
      await logFo(session, copy > 1 ? 'Reprint' : 'Print', 'Final bill', current.billNo, `Copy ${copy}`);
      return HttpResponse.json({ result: 'OK', copy });
    });
  }),
  http.post(`*/${API.bills}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = await hotelDate(session.companyCode);
    const from = reportDate(body.frmDate) ?? today;
    const to = reportDate(body.toDate) ?? from;
    const bills = (await finalBillsOf(session.companyCode)).filter((bill) => bill.dat >= from && bill.dat <= to);
    const rows: FinalBillRow[] = await Promise.all(
      bills.map(async (bill) => {
        const lines = (await folioLinesOf(session.companyCode, bill.stayNo)).filter(
          (line) => !line.cancelled && line.kind !== 'REFUND',
        );
        return { ...bill, total: fromPaise(sumPaise(lines.map((line) => toPaise(line.debit)))) };
      }),
    );
    return HttpResponse.json(rows.sort((a, b) => b.billNo.localeCompare(a.billNo, 'en', { numeric: true })));
  }),
];
