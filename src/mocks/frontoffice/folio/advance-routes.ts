import { http, HttpResponse } from 'msw';
import { isRupeeAmount, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { unusedCreditPaise } from '../../../modules/frontoffice/folio/domain/folio-rules';
import {
  FOLIO_ENDPOINTS as API,
  MODE_LABELS,
  MONEY_MODES,
  type AdvanceRow,
  type MoneyInput,
} from '../../../modules/frontoffice/folio/domain/folio-types';
import { readRecord, writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import { requireSession, type DemoSession } from '../../core/sessions/auth';
import { folioLinesOf, hotelDate, stayOf } from '../fo-store';
import { foSession, foWrite, refusal } from '../fo-session';
import { postMoney } from '../folio-posting';
import { headerOf, inHouseStay, logFo, nextFolioNumber, numberOf, text } from './folio-common';

const SCREEN = FRONT_OFFICE.advances;
/** How often each advance or refund receipt has been printed (key: the folio line's id). */
const PRINTS = 'frontoffice.advance-prints';

const printCountOf = async (companyCode: number, lineId: string) =>
  (await readRecord<{ count: number }>(PRINTS, companyCode, lineId))?.count ?? 0;

/** The typed money's problems, or the stay, mode, amount in paise and narration. */
function readMoney(header: Record<string, unknown>): (Omit<MoneyInput, 'amount'> & { amount: number }) | string {
  const mode = text(header.mode) as MoneyInput['mode'];
  const amount = numberOf(header.amount);
  const narration = text(header.narration);
  if (!MONEY_MODES.includes(mode)) return 'Choose how the money is paid: cash, card or UPI.';
  if (!Number.isFinite(amount) || amount <= 0 || !isRupeeAmount(amount))
    return 'Enter an amount above 0 in rupees (at most two decimals).';
  if (narration.length > 200) return 'Keep the narration within 200 characters.';
  return { stayNo: text(header.stayNo), mode, amount: toPaise(amount), narration };
}

/**
 * Money in (ADVANCE, receipt FAR) or out (REFUND, FRF, at most the stay's unused credit) of an in-house stay's folio.
 */
async function moveMoney(
  session: DemoSession,
  header: Record<string, unknown>,
  kind: 'ADVANCE' | 'REFUND',
): Promise<Response> {
  const money = readMoney(header);
  if (typeof money === 'string') return refusal(money);
  const stay = await inHouseStay(session.companyCode, money.stayNo);
  if (typeof stay === 'string') return refusal(stay);
  if (kind === 'REFUND') {
    const unused = unusedCreditPaise(await folioLinesOf(session.companyCode, stay.stayNo));
    if (money.amount > unused)
      return refusal(
        `Room ${stay.room} has ${formatMoney(unused)} of unused credit: no more than that can be refunded.`,
      );
  }
  const dat = await hotelDate(session.companyCode);
  const reference = await nextFolioNumber(session.companyCode, kind === 'ADVANCE' ? 'advance' : 'refund', dat);
  const words = kind === 'ADVANCE' ? 'Advance received' : 'Advance refunded';
  const description = `${words} in ${MODE_LABELS[money.mode]}${money.narration ? `: ${money.narration}` : ''}`;
  const line = await postMoney(session, stay, {
    kind,
    mode: money.mode,
    amount: money.amount,
    reference,
    description,
    dat,
  });
  if (typeof line === 'string') return refusal(line);
  await logFo(
    session,
    'Created',
    kind === 'ADVANCE' ? 'Advance receipt' : 'Advance refund',
    reference,
    `${reference} room ${stay.room} (${stay.stayNo}): ${description}`,
    null,
    line.amount,
  );
  return HttpResponse.json({ result: 'OK', seq: reference, line });
}

export const advanceRoutes = [
  http.post(`*/${API.receiveAdvance}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const header = headerOf(await readJson(request));
    return foWrite(request, session, () => moveMoney(session, header, 'ADVANCE'));
  }),
  http.post(`*/${API.refundAdvance}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const header = headerOf(await readJson(request));
    return foWrite(request, session, () => moveMoney(session, header, 'REFUND'));
  }),
  http.post(`*/${API.advances}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = await hotelDate(session.companyCode);
    const from = /^\d{4}-\d{2}-\d{2}$/.test(text(body.frmDate)) ? text(body.frmDate) : today;
    const to = /^\d{4}-\d{2}-\d{2}$/.test(text(body.toDate)) ? text(body.toDate) : from;
    const lines = (await folioLinesOf(session.companyCode)).filter(
      (line) => (line.kind === 'ADVANCE' || line.kind === 'REFUND') && line.dat >= from && line.dat <= to,
    );
    const names = new Map<string, string>();
    for (const stayNo of new Set(lines.map((line) => line.stayNo)))
      names.set(stayNo, (await stayOf(session.companyCode, stayNo))?.guest.name ?? '');
    const rows: AdvanceRow[] = [];
    for (const line of lines.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))) {
      rows.push({
        line,
        guestName: names.get(line.stayNo) ?? '',
        printCount: await printCountOf(session.companyCode, line.id),
      });
    }
    return HttpResponse.json(rows);
  }),
  http.post(`*/${API.printAdvance}`, async ({ request }) => {
    const lineId = text((await readJson(request)).recordId);
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    // The first copy needs the print right; every later one the reprint right alone (as the register offers it).
    const printed = await printCountOf(peek.companyCode, lineId);
    const session = await foSession(request, SCREEN, printed > 0 ? TRANSACTION.reprint : TRANSACTION.print, 'write');
    if (session instanceof Response) return session;
    return foWrite(request, session, async () => {
      const stayNo = lineId.split('|')[0] ?? '';
      const line = (await folioLinesOf(session.companyCode, stayNo)).find((row) => row.id === lineId);
      if (!line || (line.kind !== 'ADVANCE' && line.kind !== 'REFUND'))
        return refusal(`There is no advance receipt ${lineId || '(none given)'}.`);
      const count = (await printCountOf(session.companyCode, lineId)) + 1;
      await writeRecord(PRINTS, session.companyCode, lineId, { count });
      await logFo(
        session,
        count === 1 ? 'Printed' : 'Reprinted',
        line.kind === 'ADVANCE' ? 'Advance receipt' : 'Advance refund',
        line.reference,
        `Copy ${count} of ${line.reference}`,
        null,
        null,
      );
      return HttpResponse.json({ result: 'OK', printCount: count });
    });
  }),
];
