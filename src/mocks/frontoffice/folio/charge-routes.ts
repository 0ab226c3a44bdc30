import { http, HttpResponse } from 'msw';
import { hasAtMostDecimals, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { chargeFigures } from '../../../modules/frontoffice/folio/domain/folio-rules';
import {
  FOLIO_ENDPOINTS as API,
  type ChargeCancellation,
  type ChargeHead,
} from '../../../modules/frontoffice/folio/domain/folio-types';
import { listRecordsByIdPrefix, writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import { folioLinesOf, hotelDate } from '../fo-store';
import { foSession, foWrite, nowStamp, refusal } from '../fo-session';
import { cancelFolioLine, postCharge } from '../folio-posting';
import {
  headerOf,
  inHouseStay,
  isActive,
  logFo,
  masterRows,
  nextFolioNumber,
  num,
  numberOf,
  str,
  text,
} from './folio-common';

const SCREEN = FRONT_OFFICE.postCharges;
/** Why each cancelled charge was cancelled (key: the folio line's id, which starts with its stay number). */
const CANCELLATIONS = 'frontoffice.charge-cancellations';

async function chargeHeads(companyCode: number) {
  return (await masterRows('frontoffice.post-charges', companyCode))
    .filter(isActive)
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      taxPercent: num(row.taxPercent),
      sac: str(row.sac),
      account: str(row.account),
      defaultAmount: row.defaultAmount === null || row.defaultAmount === undefined ? null : num(row.defaultAmount),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The typed charge's problems, or its head, quantity, rate in paise and narration. */
async function readCharge(companyCode: number, header: Record<string, unknown>) {
  const heads = await chargeHeads(companyCode);
  const head = heads.find((row) => row.code === text(header.head));
  const quantity = numberOf(header.quantity);
  const rate = numberOf(header.rate);
  const narration = text(header.narration);
  if (!head)
    return text(header.head)
      ? `Charge head ${text(header.head)} is not in the post-charges master (or not active).`
      : 'Choose the charge head.';
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > 9999 || !hasAtMostDecimals(quantity, 3))
    return 'Enter a quantity above 0 (at most 9,999, three decimals).';
  if (!Number.isFinite(rate) || rate <= 0 || !isRupeeAmount(rate))
    return 'Enter a rate above 0 in rupees (at most two decimals).';
  if (narration.length > 200) return 'Keep the narration within 200 characters.';
  return { head, quantity, rate: toPaise(rate), narration };
}

export const chargeRoutes = [
  http.post(`*/${API.chargeHeads}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const heads: ChargeHead[] = (await chargeHeads(session.companyCode)).map(
      ({ code, name, taxPercent, sac, defaultAmount }) => ({ code, name, taxPercent, sac, defaultAmount }),
    );
    return HttpResponse.json(heads);
  }),
  http.post(`*/${API.postCharge}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const header = headerOf(await readJson(request));
    return foWrite(request, session, async () => {
      const charge = await readCharge(session.companyCode, header);
      if (typeof charge === 'string') return refusal(charge);
      const stay = await inHouseStay(session.companyCode, text(header.stayNo));
      if (typeof stay === 'string') return refusal(stay);
      const dat = await hotelDate(session.companyCode);
      const reference = await nextFolioNumber(session.companyCode, 'charge', dat);
      const { amount } = chargeFigures(charge.rate, charge.quantity, charge.head.taxPercent);
      const units = charge.quantity === 1 ? '' : `, ${charge.quantity} x ${formatMoneyPlain(charge.rate)}`;
      const description = `${charge.head.name}${units}${charge.narration ? `: ${charge.narration}` : ''}`;
      const line = await postCharge(session, stay, {
        head: charge.head.code,
        headName: charge.head.name,
        incomeAccount: charge.head.account,
        taxPercent: charge.head.taxPercent,
        amount,
        description,
        reference,
        dat,
      });
      await logFo(
        session,
        'Created',
        'Posted charge',
        reference,
        `${reference} to room ${stay.room} (${stay.stayNo}): ${description}, GST ${charge.head.taxPercent}%`,
        null,
        line.debit,
      );
      return HttpResponse.json({ result: 'OK', seq: reference, line });
    });
  }),
  http.post(`*/${API.cancelCharge}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const lineId = text(body.recordId);
    const reason = text(body.detail);
    return foWrite(request, session, async () => {
      if (!reason) return refusal('Give the reason for cancelling the charge.');
      const stayNo = lineId.split('|')[0] ?? '';
      const line = (await folioLinesOf(session.companyCode, stayNo)).find((row) => row.id === lineId);
      if (!line || line.kind !== 'CHARGE') return refusal(`There is no posted charge ${lineId || '(none given)'}.`);
      if (line.cancelled) return refusal(`Charge ${line.reference} is already cancelled.`);
      const stay = await inHouseStay(session.companyCode, stayNo);
      if (typeof stay === 'string') return refusal(stay);
      const cancelled = await cancelFolioLine(session.companyCode, line);
      const note: ChargeCancellation = { lineId, reason, user: session.userName, at: nowStamp() };
      await writeRecord(CANCELLATIONS, session.companyCode, lineId, note);
      await logFo(
        session,
        'Cancelled',
        'Posted charge',
        line.reference,
        `${line.reference} of room ${stay.room} (${stay.stayNo}) cancelled: ${reason}`,
        line.debit,
        0,
      );
      return HttpResponse.json({ result: 'OK', line: cancelled });
    });
  }),
  http.post(`*/${API.cancellations}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const stayNo = text((await readJson(request)).recordId);
    // One key range (the line ids start with the stay number), not every cancellation of the hotel's year.
    return HttpResponse.json(
      stayNo ? await listRecordsByIdPrefix<ChargeCancellation>(CANCELLATIONS, session.companyCode, `${stayNo}|`) : [],
    );
  }),
];
