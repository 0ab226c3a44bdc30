import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { fromPaise } from '../../../lib/money/money';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { priceSale, saleLineOnWire } from '../../../modules/school-office/domain/desk-rules';
import { FD_PREFIXES, FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import type { BookSale, BookSaleRequirements } from '../../../modules/school-office/domain/book-sale-types';
import { classCodeOf } from '../../../kits/school/class-code';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { bookSalesOf, saleItemsOf, writeBookSale } from '../fd-store';
import { postStudentCharge, withdrawStudentCharge } from '../../core/school/fee-charges';
import { studentsOf } from '../../core/school/school-masters';
import {
  headerOf,
  linesOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
} from '../../core/school/school-session';
import { deskRefusal, periodOf, textOf } from './desk-common';

/**
 * Book and uniform sales (fd-books): priced from the price list for the pupil's class, numbered BKS<yyyy>-NNNNN, and
 * posted to the pupil's fee ledger as one BOOKS charge (paid at fd-feestra). A cancel keeps the sale, marked, and
 * withdraws its charge (refused while a fee receipt holds it).
 */

/** A sale saved: priced, its charge posted, then stored (inside the write queue). */
async function saveSale(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const admissionNo = textOf(headerOf(body).admissionNo, 20);
  const pupil = (await studentsOf(session.companyCode)).find((one) => one.admissionNo === admissionNo && one.active);
  const wanted = linesOf(body).map((line) => ({
    itemCode: textOf(line.itemCode, 20),
    quantity: Number(line.quantity),
  }));
  const priced = priceSale(pupil ? pupil.className : null, await saleItemsOf(session.companyCode), wanted);
  if (Array.isArray(priced)) return deskRefusal(priced);
  const today = schoolToday();
  const saleNo = nextYearNumber(
    FD_PREFIXES.bookSale,
    today,
    (await bookSalesOf(session.companyCode)).map((one) => one.saleNo),
  );
  const total = fromPaise(priced.total);
  const charge = await postStudentCharge(session.companyCode, {
    admissionNo,
    source: 'BOOKS',
    reference: saleNo,
    date: today,
    amount: total,
    label: `Books and uniform, ${saleNo}`,
    by: session.userName,
  });
  if (typeof charge === 'string') return refusal(charge);
  const sale: BookSale = {
    saleNo,
    date: today,
    admissionNo,
    name: pupil!.name,
    classCode: classCodeOf(pupil!),
    lines: priced.lines.map(saleLineOnWire),
    total,
    chargeId: charge.id,
    status: 'OPEN',
    cancelReason: '',
    by: session.userName,
  };
  await writeBookSale(session.companyCode, sale);
  await logSchool(
    session,
    'frontdesk',
    'Book sale',
    sale.name,
    saleNo,
    `${sale.lines.length} item(s) charged to the fee ledger`,
    total,
  );
  return HttpResponse.json({ result: 'OK', seq: saleNo, recordId: saleNo });
}

export const bookSaleHandlers = [
  http.post(`*/${FD_ROUTES.bookSaleRequirements}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdBooks, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const pupils = (await studentsOf(session.companyCode))
      .filter((one) => one.active)
      .sort((a, b) => a.name.localeCompare(b.name));
    const items = (await saleItemsOf(session.companyCode))
      .filter((one) => one.active)
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.size.localeCompare(b.size));
    return HttpResponse.json({
      today: schoolToday(),
      items,
      pupils: pupils.map((one) => ({
        admissionNo: one.admissionNo,
        name: one.name,
        className: one.className,
        classCode: classCodeOf(one),
      })),
    } satisfies BookSaleRequirements);
  }),
  http.post(`*/${FD_ROUTES.bookSales}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdBooks, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { from, to } = periodOf(await readJson(request));
    const rows = (await bookSalesOf(session.companyCode))
      .filter((one) => one.date >= from && one.date <= to)
      .sort((a, b) => b.saleNo.localeCompare(a.saleNo));
    return HttpResponse.json(rows);
  }),
  http.post(`*/${FD_ROUTES.saveBookSale}`, async ({ request }) => {
    const body = await readJson(request);
    if (Number(body.traCheck) !== 1) return refusal('A sale is made (traCheck 1) or cancelled; it is never changed.');
    const session = await schoolSession(request, FRONT_DESK.fdBooks, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => saveSale(session, body));
  }),
  http.post(`*/${FD_ROUTES.cancelBookSale}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdBooks, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return schoolWrite(request, session, async () => {
      const sale = (await bookSalesOf(session.companyCode)).find((one) => one.saleNo === textOf(body.recordId, 20));
      const reason = textOf(body.detail, 200);
      if (!sale) return refusal('There is no such sale.');
      if (sale.status === 'CANCELLED') return refusal(`${sale.saleNo} is cancelled already.`);
      if (!reason) return deskRefusal([{ field: 'reason', message: 'Give the reason for cancelling the sale' }]);
      const withdrawn = await withdrawStudentCharge(session.companyCode, sale.chargeId, reason);
      if (withdrawn) return refusal(withdrawn);
      await writeBookSale(session.companyCode, { ...sale, status: 'CANCELLED', cancelReason: reason });
      await logSchool(session, 'frontdesk', 'Book sale cancelled', sale.name, sale.saleNo, reason, sale.total);
      return HttpResponse.json({ result: 'OK', seq: sale.saleNo, recordId: sale.saleNo });
    });
  }),
];
