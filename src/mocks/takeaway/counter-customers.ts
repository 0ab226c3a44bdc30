import { HttpResponse } from 'msw';
import { resourceSchema } from '../../engine/resource-schema';
import type { CounterCustomer } from '../../modules/takeaway/domain/counter-types';
import { customerStats } from '../../modules/takeaway/domain/customer-stats';
import { DEMO_RESOURCES } from '../core/declarations/demo-resources';
import { validationAnswer } from '../core/read-json';
import { writeRecord } from '../core/record-store';
import { oneAtATime } from '../core/write-queue';
import { posActivity, text } from '../core/billing/billing-access';
import type { BillingSession } from '../core/billing/billing-book';
import { str } from '../core/billing/billing-masters';
import { rowsOf } from '../core/seeded-rows';
import { billsOf } from '../core/billing/billing-store';

type Row = Record<string, unknown>;

/**
 * The customers' master the counter finds and adds to: the point of sale's customers (their credit limit and ledger are
 * the ones settlement checks).
 */
export const CUSTOMERS = 'pos.customers';
const PHONE = /^[6-9]\d{9}$/;
/** The group a customer made at the counter joins. */
const COUNTER_GROUP = 'WALKIN';

/** A phone as the counter types it, as the master stores it: the last ten digits. */
export const phoneOf = (typed: string): string => typed.replace(/\D/g, '').slice(-10);

async function counterCustomer(companyCode: number, row: Row): Promise<CounterCustomer> {
  const code = str(row.code);
  const stats = customerStats((await billsOf(companyCode)).values(), code);
  return { ...stats, name: str(row.name), mobile: str(row.mobile), address: str(row.address) };
}

const byPhone = async (companyCode: number, phone: string) =>
  (await rowsOf(CUSTOMERS, companyCode)).find((row) => row.active !== false && str(row.mobile) === phone);

/**
 * GetCounterCustomer `{ detail: phone }`: the active customer with that phone, with their orders and offers had; or
 * null.
 */
export async function findCustomer(session: BillingSession, typed: string): Promise<Response> {
  const phone = phoneOf(typed);
  if (!PHONE.test(phone))
    return HttpResponse.json(
      { message: 'Enter the customer’s ten-digit mobile number, e.g. 9847012345.' },
      { status: 400 },
    );
  const row = await byPhone(session.companyCode, phone);
  return HttpResponse.json({ customer: row ? await counterCustomer(session.companyCode, row) : null });
}

const nextCode = (rows: readonly Row[]) =>
  `SC-${String(
    Math.max(
      0,
      ...rows
        .map((row) => /^SC-(\d+)$/.exec(str(row.code))?.[1])
        .filter(Boolean)
        .map(Number),
    ) + 1,
  ).padStart(4, '0')}`;

/**
 * SetCounterCustomer `{ customer: { name, mobile, address } }`: a customer made at the counter (the next SC-
 * number, the walk-in group, no credit), checked by the customers master's own rules (each problem beside its
 * field); a phone already on file answers that customer instead of a second one. One at a time per company
 * (the number series).
 */
export function saveCustomer(session: BillingSession, raw: unknown): Promise<Response> {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Row;
  const phone = phoneOf(text(given.mobile));
  return oneAtATime(session.companyCode, async () => {
    const { companyCode } = session;
    const rows = await rowsOf(CUSTOMERS, companyCode);
    const known = PHONE.test(phone) ? rows.find((row) => row.active !== false && str(row.mobile) === phone) : undefined;
    if (known) return HttpResponse.json({ result: 'OK', customer: await counterCustomer(companyCode, known) });
    const groups = await rowsOf('pos.customer-groups', companyCode);
    const group = groups.some((row) => str(row.code) === COUNTER_GROUP) ? COUNTER_GROUP : str(groups[0]?.code);
    const record: Row = {
      code: nextCode(rows),
      name: text(given.name),
      group,
      contactPerson: '',
      mobile: phone || text(given.mobile),
      email: '',
      gstin: '',
      creditDays: 0,
      creditAmount: null,
      agent: '',
      priceList: '',
      discountList: '',
      address: text(given.address),
      city: '',
      zip: '',
      active: true,
    };
    // The customers master's own rules, each problem beside its field (a name, a mobile number...).
    const parsed = resourceSchema(DEMO_RESOURCES.find((resource) => resource.name === CUSTOMERS)!).safeParse(record);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'name')] ??= []).push(issue.message);
      return validationAnswer(errors);
    }
    await writeRecord(CUSTOMERS, companyCode, str(record.code), record);
    await posActivity(
      session,
      'Customer added',
      'Customer',
      str(record.code),
      `${str(record.name)} (${phone}) added at the take-away counter`,
    );
    return HttpResponse.json({ result: 'OK', customer: await counterCustomer(companyCode, record) });
  });
}
