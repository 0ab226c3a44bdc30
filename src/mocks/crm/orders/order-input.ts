import { isRupeeAmount } from '../../../lib/money/money';
import { isQuantity } from '../../../lib/quantity/quantity';
import { wireDate } from '../../core/server-dates';
import { member } from '../../core/body-members';

type Json = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const amount = (value: unknown) => (value === undefined || value === null || value === '' ? 0 : Number(value));

/**
 * `SetSaleOrder`'s body as read (names matched without regard to case, as the server binds them): header fields, the
 * quotation by its number, lines, tax codes, terms, advances (`TotAdvanceDetails`: amt, paymentmode).
 */
export function readOrderInput(body: Json) {
  const header = member(body, 'header');
  return {
    recordId: Number(member(header, 'recordId')) || 0,
    saleType: text(member(header, 'saleType')),
    validity: wireDate(member(header, 'validity')),
    reference: text(member(header, 'reference')),
    partyId: text(member(header, 'partyId')),
    quotationno: text(member(header, 'quotationno')),
    modeofpayment: text(member(header, 'modeofpayment')),
    refEmployee: text(member(header, 'refEmployee')),
    lines: list(member(body, 'lines')).map((line, index) => ({
      sno: index + 1,
      itemId: text(member(line, 'itemId')),
      itemDescription: text(member(line, 'itemDescription')),
      qty: Number(member(line, 'qty')),
      um: text(member(line, 'um')),
      rat: Number(member(line, 'rat')),
      discPer: amount(member(line, 'discPer')),
      reqdBy: wireDate(member(line, 'reqdBy')),
    })),
    taxcodes: list(member(body, 'taxes'))
      .map((tax) => text(member(tax, 'taxcode')))
      .filter(Boolean),
    terms: list(member(body, 'terms'))
      .map((term) => text(member(term, 'term')))
      .filter(Boolean),
    advances: list(member(body, 'advances'))
      .map((row) => ({ amt: amount(member(row, 'amt')), mode: text(member(row, 'paymentmode')) }))
      .filter((row) => row.amt !== 0),
  };
}
export type OrderInput = ReturnType<typeof readOrderInput>;

/** The field problems of the lines and advances (by `lines.<i>.<field>`), before any master is read. */
export function lineProblems(input: OrderInput, items: ReadonlySet<string>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.lines.length === 0) problems.lines = 'Add at least one item.';
  input.lines.forEach((line, index) => {
    if (!items.has(line.itemId)) problems[`lines.${index}.itemId`] = 'Choose an item.';
    if (!(line.qty > 0) || !isQuantity(line.qty))
      problems[`lines.${index}.qty`] = 'Give a quantity above 0, at most three decimals.';
    if (!(line.rat >= 0) || !isRupeeAmount(line.rat))
      problems[`lines.${index}.rat`] = 'Give the rate in rupees, at most two decimals.';
    if (!(line.discPer >= 0 && line.discPer <= 100))
      problems[`lines.${index}.discPer`] = 'Give a discount from 0 to 100 percent.';
  });
  input.advances.forEach((row, index) => {
    if (!(row.amt > 0) || !isRupeeAmount(row.amt))
      problems[`advances.${index}.amt`] = 'Give the advance in rupees, at most two decimals.';
  });
  return problems;
}
