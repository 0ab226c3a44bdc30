import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { billCapProblem, groupPercent, saleBillFigures } from '../../../modules/crm/domain/sale-pricing';
import type {
  CrmQuotationHeader,
  CrmQuotationLine,
  CrmQuotationTax,
} from '../../../modules/crm/quotations/quotation-types';
import { isQuantity } from '../../../lib/quantity/quantity';
import { isDay, wireDay } from '../../../lib/format/wire-day';
import { leadSummary } from '../lead-seam';
import type { QuotationMasters } from './quotation-masters';
import { member } from '../../core/body-members';

type Json = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const amount = (value: unknown) => (value === undefined || value === null || value === '' ? 0 : Number(value));
const idOrNull = (value: unknown) => (Number(value) > 0 && Number.isInteger(Number(value)) ? Number(value) : null);

/**
 * A line's tax group, read from its taxes (`taxes` rows with its `lineId`, as the server keeps a line's taxes): the
 * group whose tax codes they are; '' for a line without taxes, null when no group has those codes.
 */
function groupOfLine(taxes: readonly unknown[], lineId: number, masters: QuotationMasters): string | null {
  const codes = taxes
    .filter((tax) => Number(member(tax, 'lineId')) === lineId)
    .map((tax) => text(member(tax, 'taxCode')))
    .sort()
    .join('|');
  if (codes === '') return '';
  const codesOf = (groupId: string) =>
    masters.taxesdet
      .filter((row) => row.recordId === groupId)
      .map((row) => row.taxCode)
      .sort()
      .join('|');
  return masters.taxesuni.find((group) => codesOf(group.recordId) === codes)?.recordId ?? null;
}

/** What a valid body prices to: the header's fields set by the body, its lines, taxes and terms, to store. */
export interface PricedQuotation {
  header: Pick<
    CrmQuotationHeader,
    | 'dat'
    | 'partyId'
    | 'partyName'
    | 'telecallingno'
    | 'enquiryno'
    | 'quotationstatus'
    | 'refEmployee'
    | 'refEmployeeName'
    | 'validity'
    | 'baseamt'
    | 'discount'
    | 'taxes'
    | 'others'
    | 'totalAmt'
    | 'email'
  >;
  lines: CrmQuotationLine[];
  taxes: CrmQuotationTax[];
  terms: Array<{ sno: number; term: string }>;
}
export type PricingOutcome = { priced: PricedQuotation } | { problems: Record<string, string> } | { refusal: string };

/**
 * `setCRMQuotation`'s body checked and priced: the party (or the lead it quotes, D1), the sales person, each line's
 * item, quantity, rate, discount and tax group (from its taxes); amounts figured here to the paisa, the taxes again
 * among them; the party's discount cap applied.
 */
export async function priceQuotation(
  companyCode: number,
  body: Json,
  masters: QuotationMasters,
): Promise<PricingOutcome> {
  const header = member(body, 'header');
  const problems: Record<string, string> = {};
  const dat = wireDay(member(header, 'dat')) ?? '';
  const validity = wireDay(member(header, 'validity')) ?? '';
  if (!isDay(dat)) problems.dat = 'Give the quotation date.';
  if (!isDay(validity)) problems.validity = 'Give the date the quotation is valid until.';
  else if (isDay(dat) && validity < dat) problems.validity = 'The validity cannot be before the quotation date.';
  const enquiryno = idOrNull(member(header, 'enquiryno'));
  const lead = enquiryno ? await leadSummary(companyCode, enquiryno) : undefined;
  if (enquiryno && !lead) problems.enquiryno = `There is no lead ${enquiryno}.`;
  const partyId = text(member(header, 'partyId')) || lead?.party_id || null;
  const party = partyId ? masters.suppliers.find((row) => row.recordId === partyId) : undefined;
  if (partyId && !party) problems.partyId = `There is no customer ${partyId}.`;
  if (!partyId && !lead) problems.partyId = 'Choose the customer.';
  const refEmployee = text(member(header, 'refEmployee')) || null;
  const employee = refEmployee ? masters.employees.find((row) => row.recordId === refEmployee) : undefined;
  if (!employee) problems.refEmployee = 'Choose the sales person.';
  const items = new Map(masters.materials.map((item) => [item.itemid, item]));
  const taxes = list(member(body, 'taxes'));
  const lines = list(member(body, 'lines')).map((line, index) => ({
    sno: index + 1,
    itemId: text(member(line, 'itemId')),
    itemDescription: text(member(line, 'itemDescription')),
    qty: Number(member(line, 'qty')),
    leadDays: amount(member(line, 'leadDays')),
    discPer: amount(member(line, 'discPer')),
    rat: Number(member(line, 'rat')),
    taxId: groupOfLine(taxes, index + 1, masters),
  }));
  if (lines.length === 0) problems.lines = 'Add at least one item.';
  lines.forEach((line, index) => {
    if (!items.has(line.itemId)) problems[`lines.${index}.itemId`] = 'Choose an item.';
    if (!(line.qty > 0) || !isQuantity(line.qty))
      problems[`lines.${index}.qty`] = 'Give a quantity above 0, at most three decimals.';
    if (!(line.rat >= 0) || !isRupeeAmount(line.rat))
      problems[`lines.${index}.rat`] = 'Give the rate in rupees, at most two decimals.';
    if (!(line.discPer >= 0 && line.discPer <= 100) || !isRupeeAmount(line.discPer))
      problems[`lines.${index}.discPer`] = 'Give a discount from 0 to 100 %, at most two decimals.';
    if (line.taxId === null) problems[`lines.${index}.taxId`] = 'Choose a tax from the list.';
    if (!(Number.isInteger(line.leadDays) && line.leadDays >= 0))
      problems[`lines.${index}.leadDays`] = 'Give whole days, 0 or more.';
  });
  const others = amount(member(header, 'others'));
  if (!(others >= 0) || !isRupeeAmount(others))
    problems.others = 'Give the other charges in rupees (0 or more, at most two decimals).';
  if (Object.keys(problems).length > 0) return { problems };
  const grouped = lines.map((line) => ({ ...line, taxId: line.taxId ?? '' }));
  const bill = saleBillFigures(grouped, masters.taxesdet, toPaise(others));
  const cap = masters.discsuni.find((row) => row.recordId === party?.discountList)?.maxDiscount ?? null;
  const capProblem = billCapProblem(bill, cap);
  if (capProblem) return { refusal: capProblem };
  const partyName = party?.partyName ?? (lead ? lead.company || `${lead.first_name} ${lead.last_name}`.trim() : '');
  return {
    priced: {
      header: {
        dat,
        validity,
        partyId: party ? party.recordId : null,
        partyName,
        telecallingno: idOrNull(member(header, 'telecallingno')),
        enquiryno,
        quotationstatus: text(member(header, 'quotationstatus')),
        refEmployee,
        refEmployeeName: employee?.empname ?? '',
        email: party?.email ?? lead?.business_email ?? '',
        baseamt: fromPaise(bill.basePaise),
        discount: fromPaise(bill.discountPaise),
        taxes: fromPaise(bill.taxesPaise),
        others: fromPaise(bill.othersPaise),
        totalAmt: fromPaise(bill.totalPaise),
      },
      lines: grouped.map((line) => {
        const item = items.get(line.itemId)!;
        return { ...line, itemName: item.itemname, um: item.um, taxPer: groupPercent(masters.taxesdet, line.taxId) };
      }),
      taxes: bill.lines
        .flatMap((figures, index) =>
          figures.taxes.map((tax) => ({
            taxCode: tax.taxCode,
            taxPer: tax.taxPer,
            taxValue: fromPaise(tax.valuePaise),
            lineId: index + 1,
          })),
        )
        .map((tax, index) => ({ sno: index + 1, ...tax })),
      terms: list(member(body, 'terms'))
        .map((term) => text(member(term, 'term')))
        .filter(Boolean)
        .map((term, index) => ({ sno: index + 1, term })),
    },
  };
}
