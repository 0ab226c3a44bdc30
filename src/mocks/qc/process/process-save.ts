import { HttpResponse } from 'msw';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { toMilli } from '../../../lib/quantity/quantity';
import { ginsOf, nextGin } from '../../../kits/stock/gin-number';
import { TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import type { BatchPlan } from '../../../kits/production/ppc-types';
import {
  finalRefusal,
  passedQty,
  testRefusal,
  unitCostPaise,
  valueOf,
} from '../../../modules/qc/domain/process-test-rules';
import { serverToday } from '../../core/server-dates';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../../core/sessions/screen-session';
import { replaceStockRows, stockLedger } from '../../core/stock/stock-store';
import { batchMaterialCost } from '../../core/production/batch-seam';
import { batchesOf, batchQueue, writeBatch } from '../../core/production/ppc-store';
import { releaseStepAfterQc, stepsOf } from '../../core/production/work-queue';
import { inchargeOf, productionTests, storesOf } from './process-data';
import { processTestOf, storeProcessTest, type StoredProcessTest } from './process-store';

type Body = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined || value === '' ? NaN : Number(value));
const label = (batch: BatchPlan, sno: number, processName: string) =>
  `Step ${sno} (${processName}) of batch ${batch.batchNo}`;

/** The batch a body names: by record id, or by its typed batch number. */
async function findBatch(companyCode: number, value: unknown): Promise<BatchPlan | undefined> {
  const batches = await batchesOf(companyCode);
  return (
    batches.find((batch) => batch.recordId === Number(value)) ??
    batches.find((batch) => batch.batchNo === String(value ?? ''))
  );
}

async function waitingStep(
  companyCode: number,
  batch: BatchPlan,
  pick: (row: { lineId: number; processId: number }) => boolean,
) {
  return (await batchQueue(companyCode, batch.recordId)).find((row) => pick(row));
}

/** Records (or re-records, until approved) the test of a step waiting for QC (ours: SetQCProcessTest). */
export async function saveProcessTest(session: DemoSession, body: Body): Promise<Response> {
  const input = (body.test ?? body) as Body;
  const company = session.companyCode;
  const batch = await findBatch(company, input.batchId);
  if (!batch) return refusal('Choose the batch step to test');
  const sno = Number(input.sno);
  const row = await waitingStep(company, batch, (one) => one.lineId === sno);
  if (!row) return refusal(`Batch ${batch.batchNo} has no step ${sno}`);
  const name = label(batch, sno, row.processName);
  const previous = await processTestOf(company, batch.recordId, sno);
  if (previous?.pos === 0 || row.pos !== -1) return refusal(`${name} is not waiting for quality control`);
  const figures = {
    samplesCollected: num(input.samplesCollected),
    rejected: num(input.rejected || 0),
    rectifiedQty: num(input.rectifiedQty || 0),
  };
  const refused = testRefusal(figures, row.qtyDone ?? row.qty, name);
  if (refused) return refusal(refused.message);
  const tests = await productionTests(company);
  const test = tests.find((one) => one.code === String(input.testCode ?? ''));
  if (!test) return refusal('Choose the test carried out');
  const unit = unitCostPaise((await batchMaterialCost(company, batch.recordId)).paise, batch.qty);
  const stored: StoredProcessTest = {
    batchId: batch.recordId,
    batchNo: batch.batchNo,
    processId: row.processId,
    processName: row.processName,
    sno,
    testCode: test.code,
    testName: test.testname,
    ...figures,
    rectifiedValue: fromPaise(valueOf(figures.rectifiedQty, unit)),
    rejectedValue: fromPaise(valueOf(figures.rejected, unit)),
    comments: String(input.comments ?? '').slice(0, 300),
    dat: serverToday(),
    usr: session.userName,
    pos: 1,
    approvedUsr: null,
    approvedDat: null,
    incharge: inchargeOf(batch, sno),
  };
  await storeProcessTest(company, stored);
  return HttpResponse.json({ result: 'OK' });
}

/** The contract's SetQCProcessSet: the waiting step done, the next queued with samples − rejected. */
export async function approveProcess(session: DemoSession, body: Body): Promise<Response> {
  const det = (body.testdet ?? {}) as Body;
  const company = session.companyCode;
  const batch = await findBatch(company, det.batchNo);
  if (!batch) return refusal(`There is no batch ${String(det.batchNo ?? '')}`);
  const processId = Number(det.processId);
  const sno = Number(det.sno);
  const rows = await batchQueue(company, batch.recordId);
  const row =
    rows.find((one) =>
      Number.isFinite(sno) && sno > 0 ? one.lineId === sno : one.processId === processId && one.pos === -1,
    ) ?? rows.find((one) => one.processId === processId);
  if (!row) return refusal(`Batch ${batch.batchNo} has no such step`);
  const name = label(batch, row.lineId, row.processName);
  const test = await processTestOf(company, batch.recordId, row.lineId);
  if (test?.pos === 0) return refusal(`${name} was approved already on ${test.approvedDat ?? test.dat}`);
  if (row.pos !== -1 || batch.pos !== 1) return refusal(`${name} is not waiting for quality control`);
  if (!test && !(num(det.samplesCollected) > 0)) return refusal(`${name} has no test recorded yet`);
  const figures = Number.isFinite(num(det.samplesCollected))
    ? {
        samplesCollected: num(det.samplesCollected),
        rejected: num(det.rejected || 0),
        rectifiedQty: num(det.rectifiedQty || 0),
      }
    : { samplesCollected: test!.samplesCollected, rejected: test!.rejected, rectifiedQty: test!.rectifiedQty };
  const refused = testRefusal(figures, row.qtyDone ?? row.qty, name);
  if (refused) return refusal(refused.message);
  const unit = unitCostPaise((await batchMaterialCost(company, batch.recordId)).paise, batch.qty);
  const today = serverToday();
  const base: StoredProcessTest = test ?? {
    batchId: batch.recordId,
    batchNo: batch.batchNo,
    processId: row.processId,
    processName: row.processName,
    sno: row.lineId,
    testCode: '',
    testName: '',
    comments: '',
    dat: today,
    usr: session.userName,
    pos: 1,
    approvedUsr: null,
    approvedDat: null,
    incharge: inchargeOf(batch, row.lineId),
    samplesCollected: 0,
    rejected: 0,
    rectifiedQty: 0,
    rectifiedValue: 0,
    rejectedValue: 0,
  };
  await storeProcessTest(company, {
    ...base,
    ...figures,
    rectifiedValue: fromPaise(valueOf(figures.rectifiedQty, unit)),
    rejectedValue: fromPaise(valueOf(figures.rejected, unit)),
    pos: 0,
    approvedUsr: session.userName,
    approvedDat: today,
  });
  const passed = passedQty(figures.samplesCollected, figures.rejected);
  const { next } = await releaseStepAfterQc(company, batch, row, passed, today);
  return HttpResponse.json({
    result: 'OK',
    passed,
    next: next ? { sno: next.lineId, processName: next.processName, qty: next.qty } : null,
  });
}

/**
 * The contract's SetFinalProductionQC: finished goods into stock (type 3, new GIN, lowest store unless one is named);
 * the batch closed.
 */
export async function finalQc(session: DemoSession, body: Body): Promise<Response> {
  const mgt = (body.mgt ?? {}) as Body;
  const company = session.companyCode;
  const batch = await findBatch(company, mgt.productBatchNo);
  if (!batch) return refusal(`There is no batch ${String(mgt.productBatchNo ?? '')}`);
  if (batch.pos !== 1)
    return refusal(
      batch.pos === 0
        ? `Batch ${batch.batchNo} passed its final quality control already`
        : `Batch ${batch.batchNo} is cancelled`,
    );
  if (mgt.itemName !== undefined && mgt.itemName !== '' && String(mgt.itemName) !== batch.itemId)
    return refusal(`Batch ${batch.batchNo} makes ${batch.itemName}, not ${String(mgt.itemName)}`);
  const qty = num(mgt.qtyin);
  const { done, lastQty } = await stepsOf(company, batch);
  const refused = finalRefusal(qty, lastQty, done, batch.batchNo);
  if (refused) return refusal(refused);
  const stores = await storesOf(company);
  const asked = String(mgt.store ?? '');
  if (asked && !stores.some((store) => store.code === asked)) return refusal(`There is no store ${asked}`);
  const store = asked || stores[0]?.code || '';
  if (!store) return refusal('Add a store first: finished goods go into the lowest store');
  const cost = await batchMaterialCost(company, batch.recordId);
  const given = num(mgt.rat);
  const rat = given > 0 ? fromPaise(toPaise(given)) : fromPaise(Math.round((cost.paise * 1000) / toMilli(qty)));
  const today = serverToday();
  const gin = nextGin(today, ginsOf(await stockLedger(company)));
  const row: StockRow = {
    transactionId: `PRD-${batch.batchNo}`,
    sno: 1,
    gin,
    itemName: batch.itemId,
    dat: today,
    batchNo: batch.batchNo,
    manudate: today,
    expdate: '',
    store,
    qtyin: qty,
    qtyout: 0,
    stdum: batch.um,
    rat,
    department: '',
    descr: `Finished goods of batch ${batch.batchNo} after final quality control`,
    transactionType: TransactionType.PRODUCTION,
    lineId: 1,
  };
  await replaceStockRows(company, row.transactionId, [TransactionType.PRODUCTION], [row], null);
  await writeBatch(company, { ...batch, pos: 0, finished: { qty, rat, gin, dat: today, store } });
  return HttpResponse.json({ result: 'OK', gin, store, rat });
}
