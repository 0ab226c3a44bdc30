import { HttpResponse } from 'msw';
import { fromPaise } from '../../../lib/money/money';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { toMilli } from '../../../lib/quantity/quantity';
import {
  chargePaise,
  issueRefusal,
  receiptRefusal,
  type Outsourcing,
} from '../../../modules/production/outsourcing/outsourcing-wire';
import { serverToday } from '../../core/server-dates';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../../core/sessions/screen-session';
import { wireDate } from '../../core/server-dates';
import { batchOf, batchQueue, nextRecordId } from '../../core/production/ppc-store';
import { completeQueuedStep, markOutsourced } from '../../core/production/work-queue';
import { outsourcesOf, outsourcingOf, outsourcingsOf, storeOutsourcing } from './outsourcing-store';

type Body = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined || value === '' ? NaN : Number(value));

/** The next outsourcing number of the day's year: OUT2026-00001. */
export const nextOutsourcingNo = (dat: string, rows: readonly Outsourcing[]) =>
  nextYearNumber(
    'OUT',
    dat,
    rows.map((row) => row.seq),
    5,
  );

/**
 * SetOutsourceIssue: a waiting step (Pos 1) sent out (Pos 2), numbered OUT`yyyy`-00001; traCheck 3 calls back one not
 * yet received.
 */
export async function issueOutsourcing(session: DemoSession, body: Body): Promise<Response> {
  const header = (body.header ?? {}) as Body;
  const company = session.companyCode;
  if (Number(body.traCheck) === 3) {
    const sent = await outsourcingOf(company, Number(header.recordId));
    if (!sent) return refusal(`Outsourcing ${String(header.recordId ?? '')} no longer exists`);
    if (sent.pos !== 2) return refusal(`${sent.seq} was received already`);
    const row = (await batchQueue(company, sent.batchId)).find((one) => one.lineId === sent.sno);
    if (row && row.pos === 2) await markOutsourced(company, row, null);
    await storeOutsourcing(company, {
      ...sent,
      pos: 0,
      qtyReceived: 0,
      rejected: 0,
      charge: 0,
      receivedDat: serverToday(),
    });
    return HttpResponse.json({ result: 'OK' });
  }
  const batch = await batchOf(company, Number(header.batchid));
  if (!batch || batch.pos !== 1) return refusal('Choose a waiting step of a running batch');
  const sno = Number(header.sno);
  const row = (await batchQueue(company, batch.recordId)).find((one) => one.lineId === sno);
  const label = `Step ${sno}${row ? ` (${row.processName})` : ''} of batch ${batch.batchNo}`;
  if (!row || row.pos !== 1)
    return refusal(`${label} is not waiting${row?.pos === 2 ? ': it is with an outsourcer' : ''}`);
  const outsource = (await outsourcesOf(company)).find((one) => one.recordId === Number(header.outsource));
  if (!outsource || !outsource.active) return refusal('Choose the outsource the goods go to');
  const today = serverToday();
  const dat = wireDate(header.dat) ?? today;
  const input = {
    qty: num(header.qty),
    rate: num(header.rate),
    dat,
    expectedDate: wireDate(header.expectedDate) ?? '',
  };
  const refused = issueRefusal(input, row.qty, label);
  if (refused) return refusal(refused.message);
  const rows = await outsourcingsOf(company);
  const seq = nextOutsourcingNo(dat, rows);
  const stored: Outsourcing = {
    recordId: nextRecordId(rows),
    seq,
    dat,
    expectedDate: input.expectedDate,
    batchId: batch.recordId,
    batchNo: batch.batchNo,
    sno,
    processName: row.processName,
    itemName: batch.itemName,
    outsource: outsource.recordId,
    outsourceName: outsource.name,
    qty: input.qty,
    rate: fromPaise(Math.round(input.rate * 100)),
    pos: 2,
    receivedDat: null,
    qtyReceived: null,
    rejected: null,
    charge: null,
    usr: session.userName,
  };
  await storeOutsourcing(company, stored);
  await markOutsourced(company, row, seq);
  return HttpResponse.json({ result: 'OK', seq, recordId: stored.recordId });
}

/**
 * SetOutsourceReceipt: the step completed as a job card does (done or waiting for QC; the next queued with received −
 * rejected).
 */
export async function receiveOutsourcing(session: DemoSession, body: Body): Promise<Response> {
  const header = (body.header ?? {}) as Body;
  const company = session.companyCode;
  const sent = await outsourcingOf(company, Number(header.recordId));
  if (!sent) return refusal('Choose the outsourcing received');
  if (sent.pos !== 2) return refusal(`${sent.seq} was received already`);
  const input = { qtyReceived: num(header.qtyReceived), rejected: num(header.rejected || 0) };
  const refused = receiptRefusal(input, sent.qty, sent.seq);
  if (refused) return refusal(refused.message);
  const batch = await batchOf(company, sent.batchId);
  const row = (await batchQueue(company, sent.batchId)).find((one) => one.lineId === sent.sno);
  if (!batch || !row || row.pos !== 2)
    return refusal(`Step ${sent.sno} of batch ${sent.batchNo} is no longer with the outsourcer`);
  const today = serverToday();
  const dat = wireDate(header.dat) ?? today;
  if (dat < sent.dat) return refusal(`${sent.seq} was sent on ${sent.dat}: the receipt cannot be before`);
  const passed = (toMilli(input.qtyReceived) - toMilli(input.rejected)) / 1000;
  const { step, next } = await completeQueuedStep(company, batch, row, passed, dat, { jobCardNo: null });
  await storeOutsourcing(company, {
    ...sent,
    pos: 0,
    receivedDat: dat,
    qtyReceived: input.qtyReceived,
    rejected: input.rejected,
    charge: fromPaise(chargePaise(sent.qty, sent.rate)),
  });
  return HttpResponse.json({
    result: 'OK',
    waitingForQc: step.pos === -1,
    next: next ? { sno: next.lineId, processName: next.processName, qty: next.qty } : null,
  });
}
