import type { BatchInput, JobCardInput } from '../../../modules/production/domain/batch-wire';

type Body = Record<string, unknown>;
const asRecord = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
const list = (value: unknown): Body[] => (Array.isArray(value) ? value.map(asRecord) : []);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const num = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
/** yyyy-MM-dd from an ISO date or dateTime, or the wire's dd-MMM-yyyy. */
export function day(value: unknown): string {
  const raw = text(value);
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(raw);
  if (iso) return iso[1]!;
  const wire = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(raw);
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const month = wire ? months.indexOf(wire[2]!.toLowerCase()) : -1;
  return wire && month >= 0 ? `${wire[3]}-${String(month + 1).padStart(2, '0')}-${wire[1]!.padStart(2, '0')}` : '';
}

/** SetPPCBatchPlanning's body as our types. */
export function readBatchBody(body: Body): BatchInput {
  const header = asRecord(body.header);
  const recordId = num(header.recordId ?? header.recordid);
  const massPlan = num(header.massPlanId);
  return {
    header: {
      ...(Number.isInteger(recordId) && recordId > 0 ? { recordId } : {}),
      batchNo: text(header.batchNo),
      fromDate: day(header.fromDate),
      toDate: day(header.toDate),
      productionIncharge: text(header.productionIncharge),
      itemId: text(header.itemId),
      qty: num(header.qty),
      massPlanId: Number.isInteger(massPlan) && massPlan > 0 ? massPlan : null,
    },
    processes: list(body.processes).map((step, index) => ({
      sno: index + 1,
      processId: num(step.processId) || 0,
      processName: text(step.processName),
      fromDate: day(step.fromDate),
      toDate: day(step.toDate),
      qcRequired: step.qcRequired === true || step.qcRequired === 1 || step.qcRequired === 'true',
      processIncharge: text(step.processIncharge),
    })),
    employees: list(body.employees)
      .map((row, index) => ({ sno: index + 1, employee: text(row.employee) }))
      .filter((row) => row.employee !== ''),
    orders: list(body.orders).map((row, index) => ({
      sno: index + 1,
      soid: num(row.soid) || 0,
      lineId: num(row.lineId) || 0,
      seq: text(row.seq),
      qty: num(row.qty) || 0,
    })),
  };
}

/** SetProductionProcess's body as our types. */
export function readJobCardBody(body: Body): JobCardInput {
  const header = asRecord(body.header);
  const recordId = num(header.recordId ?? header.recordid);
  return {
    header: {
      ...(Number.isInteger(recordId) && recordId > 0 ? { recordId } : {}),
      processId: num(header.processId) || 0,
      processIncharge: text(header.processIncharge),
      qty: num(header.qty),
    },
    lines: list(body.lines).map((line) => ({
      batchno: text(line.batchno ?? line.batchNo),
      lineId: num(line.lineId) || 0,
    })),
  };
}

export const traCheckOf = (body: Body) => num(body.traCheck ?? body.tracheck);
export const recordIdOf = (body: Body) => num(body.recordId ?? body.recordid);
