import type { CrmLead } from '../../../modules/crm/domain/lead-types';
import { writeRecord } from '../../core/record-store';
import { rowsOf } from '../../core/seeded-rows';

/** The one party master quotations, orders, invoices and receipts carry (D1). */
const PARTIES = 'pos.customers';
type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const phoneOf = (typed: string) => typed.replace(/\D/g, '').slice(-10);

/**
 * D1: a lead becoming a customer is linked to its party in `pos.customers`: the active one with the same name (its
 * company, or the person) or the same mobile; else a new party (the next SC- code, the first customer group, no
 * credit). Answers the party's code. Call inside the write queue.
 */
export async function linkParty(companyCode: number, lead: CrmLead): Promise<string> {
  const rows = await rowsOf(PARTIES, companyCode);
  const person = `${lead.first_name} ${lead.last_name}`.trim();
  const name = lead.company.trim() || person;
  const phone = phoneOf(lead.phonenumber);
  const found = rows.find(
    (row) =>
      row.active !== false &&
      (str(row.name).toLowerCase() === name.toLowerCase() || (phone.length === 10 && str(row.mobile) === phone)),
  );
  if (found) return str(found.code);
  const groups = await rowsOf('pos.customer-groups', companyCode);
  const last = Math.max(0, ...rows.map((row) => Number(/^SC-(\d+)$/.exec(str(row.code))?.[1] ?? 0)));
  const code = `SC-${String(last + 1).padStart(4, '0')}`;
  const record: Row = {
    code,
    name,
    group: str(groups[0]?.code),
    contactPerson: lead.company.trim() ? person : '',
    mobile: phone,
    email: lead.business_email,
    gstin: '',
    creditDays: 0,
    creditAmount: null,
    agent: '',
    address: lead.street,
    city: lead.city,
    zip: /^[1-9]\d{5}$/.test(lead.zipcode) ? lead.zipcode : '',
    active: true,
  };
  await writeRecord(PARTIES, companyCode, code, record);
  return code;
}
