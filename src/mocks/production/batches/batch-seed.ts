import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import { lotsOf } from '../../../kits/stock/stock-balance';
import { TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import { completeStep, queuedStep } from '../../../kits/production/step-queue';
import { queueId, type BatchPlan, type JobCard } from '../../../kits/production/ppc-types';
import { serverToday } from '../../core/server-dates';
import { seedOnce, writeRecord } from '../../core/record-store';
import { employeesOf } from '../../core/people/hrd-masters';
import { namedMasters } from '../../core/stock/stock-masters';
import { currentStock, replaceStockRows } from '../../core/stock/stock-store';
import { PPC_STORE, registerPpcSeeder } from '../../core/production/ppc-store';
import { processMasters, productSetups } from '../../core/production/production-masters';

/** The company with a running batch to start with: 1003 Shakti Precision Engineering (D-USI). */
const SEEDED_COMPANY = 1003;
const shift = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const key = (recordId: number) => String(recordId).padStart(8, '0');

/**
 * Half of each ingredient's need for the batch, issued from the oldest lots of the first store holding it (type 103,
 * department = the batch).
 */
async function issueRows(
  companyCode: number,
  batch: BatchPlan,
  ingredients: ReadonlyArray<{ itemId: string; qty: number }>,
  dat: string,
): Promise<StockRow[]> {
  const [{ index }, stores] = await Promise.all([
    currentStock(companyCode),
    namedMasters('inventory.stores', companyCode),
  ]);
  const rows: StockRow[] = [];
  for (const ingredient of ingredients) {
    let wanted = Math.round((toMilli(ingredient.qty) * batch.qty) / 2);
    for (const store of stores) {
      for (const lot of lotsOf(index, ingredient.itemId, store.code)) {
        if (wanted <= 0) break;
        const milli = Math.min(wanted, lot.milli);
        wanted -= milli;
        rows.push({
          transactionId: `PPC-ISS-${batch.recordId}`,
          sno: rows.length + 1,
          gin: lot.gin,
          itemName: ingredient.itemId,
          dat,
          batchNo: lot.batchNo,
          manudate: lot.manudate,
          expdate: lot.expdate,
          store: store.code,
          qtyin: 0,
          qtyout: fromMilli(milli),
          stdum: lot.stdum,
          rat: lot.rat,
          department: String(batch.recordId),
          descr: `Issued to batch ${batch.batchNo}`,
          transactionType: TransactionType.ISSUE,
          lineId: rows.length + 1,
        });
      }
    }
  }
  return rows;
}

/** A running batch at step 2 of its product's route, step 1 done by a job card, material issued to it. */
async function seedRows(companyCode: number) {
  if (companyCode !== SEEDED_COMPANY) return [];
  const [setups, masters, employees] = await Promise.all([
    productSetups(companyCode),
    processMasters(companyCode),
    employeesOf(companyCode),
  ]);
  const names = new Map(masters.map((process) => [process.recordId, process.processName]));
  const setup = setups.find(
    (candidate) => candidate.processes.length >= 2 && candidate.processes.every((step) => names.has(step.processId)),
  );
  if (!setup) return [];
  const today = serverToday();
  const person = (at: number) =>
    employees[at] ? `${employees[at].empname} (${employees[at].empno})` : 'Production supervisor';
  const [first, second] = [person(0), person(1) === 'Production supervisor' ? person(0) : person(1)];
  const route = [...setup.processes].sort((a, b) => a.sno - b.sno);
  const batch: BatchPlan = {
    recordId: 1,
    batchNo: `B-${today.slice(2, 4)}${today.slice(5, 7)}-01`,
    dat: shift(today, -6),
    fromDate: shift(today, -6),
    toDate: shift(today, 14),
    productionIncharge: first,
    itemId: setup.productId,
    itemName: setup.productName,
    um: setup.um,
    qty: 120,
    pos: 1,
    massPlanId: null,
    processes: route.map((step, index) => ({
      sno: index + 1,
      processId: step.processId,
      processName: names.get(step.processId)!,
      fromDate: shift(today, index === 0 ? -6 : -4 + index),
      toDate: shift(today, Math.min(14, index === 0 ? -3 : index + 1)),
      qcRequired: index === 0 ? false : step.qcRequired,
      processIncharge: index % 2 === 0 ? first : second,
    })),
    employees: employees.slice(0, 3).map((_, index) => ({ sno: index + 1, employee: person(index) })),
    orders: [],
    finished: null,
    usr: 'admin',
  };
  const card: JobCard = {
    recordId: 1,
    jobCardNo: `JOB${shift(today, -4).slice(0, 4)}-000001`,
    dat: shift(today, -4),
    processId: batch.processes[0]!.processId,
    processName: batch.processes[0]!.processName,
    processIncharge: first,
    qty: 118,
    lines: [{ batchId: 1, batchNo: batch.batchNo, lineId: 1 }],
    usr: 'admin',
  };
  const { step, next } = completeStep(batch, queuedStep(batch, 1, batch.qty, batch.dat), card.qty, card.dat, {
    jobCardNo: card.jobCardNo,
  });
  await writeRecord(PPC_STORE.jobCards, companyCode, key(card.recordId), card);
  for (const row of [step, next ?? queuedStep(batch, 2, card.qty, card.dat)])
    await writeRecord(PPC_STORE.queue, companyCode, queueId(row.batchId, row.lineId), row);
  const issued = await issueRows(companyCode, batch, setup.ingredients, shift(today, -5));
  if (issued.length > 0)
    await replaceStockRows(companyCode, `PPC-ISS-${batch.recordId}`, [TransactionType.ISSUE], issued, null);
  return [{ id: key(batch.recordId), data: batch }];
}

const ensure = (companyCode: number) => seedOnce(PPC_STORE.batches, companyCode, () => seedRows(companyCode));
registerPpcSeeder('batches', ensure);
registerPpcSeeder('queue', ensure);
registerPpcSeeder('jobCards', ensure);
