import type { OfferKind } from './customer-offer-types';

type Problems = Record<string, string[]>;
type Row = Readonly<Record<string, unknown>>;

const given = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(typeof value === 'number' && Number.isNaN(value));
const positive = (value: unknown) => typeof value === 'number' && value > 0;

/** What each kind needs (field, message when missing or not above 0) and what it must leave empty. */
const NEEDS: Record<OfferKind, { needs: Array<[string, string]>; empty: string[] }> = {
  BUY_X_GET_Y: {
    needs: [
      ['buyItem', 'Choose the item the customer buys'],
      ['buyQty', 'Enter how many the customer buys (1 or more)'],
      ['getItem', 'Choose the item given free'],
      ['getQty', 'Enter how many are given free (1 or more)'],
    ],
    empty: ['percent', 'amount'],
  },
  PERCENT_ABOVE: {
    needs: [
      ['percent', 'Enter the percent taken off (more than 0)'],
      ['minBill', 'Enter the bill value the percent starts at (more than 0)'],
    ],
    empty: ['amount', 'buyItem', 'buyQty', 'getItem', 'getQty'],
  },
  AMOUNT_ABOVE: {
    needs: [
      ['amount', 'Enter the amount taken off (more than 0)'],
      ['minBill', 'Enter the bill value the amount starts at (more than 0)'],
    ],
    empty: ['percent', 'buyItem', 'buyQty', 'getItem', 'getQty'],
  },
  FIRST_ORDER: { needs: [], empty: ['buyItem', 'buyQty', 'getItem', 'getQty'] },
};

const KIND_NAMES: Record<OfferKind, string> = {
  BUY_X_GET_Y: 'a buy-X-get-Y offer',
  PERCENT_ABOVE: 'a percent-off offer',
  AMOUNT_ABOVE: 'an amount-off offer',
  FIRST_ORDER: 'a first-order offer',
};

/**
 * A customer offer's rules across its own fields (the field declarations cannot say them): what its kind
 * requires and leaves empty, a first order's percent or amount (one of them), an amount no larger than
 * the bill it starts at, valid until on or after valid from, each outlet once. Field name -> messages,
 * empty when the record is sound. Pure, so the form and the demo backend can both run it.
 */
export function customerOfferProblems(record: Row): Problems {
  const problems: Problems = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  const kind = record.kind as OfferKind;
  const rules = NEEDS[kind];
  if (rules) {
    // Items are codes; quantities, percents and amounts must be above 0.
    for (const [field, message] of rules.needs)
      if (field.endsWith('Item') ? !given(record[field]) : !positive(record[field])) add(field, message);
    for (const field of rules.empty)
      if (given(record[field])) add(field, `Leave empty: ${KIND_NAMES[kind]} does not use it`);
  }
  if (kind === 'FIRST_ORDER') {
    const percent = given(record.percent);
    const amount = given(record.amount);
    if (percent === amount)
      add(
        percent ? 'amount' : 'percent',
        percent ? 'Give a percent or an amount, not both' : 'Enter the percent or the amount taken off a first order',
      );
    else if (percent && !positive(record.percent)) add('percent', 'Enter the percent taken off (more than 0)');
    else if (amount && !positive(record.amount)) add('amount', 'Enter the amount taken off (more than 0)');
  }
  if (given(record.amount) && given(record.minBill) && Number(record.amount) > Number(record.minBill))
    add('amount', 'The amount off cannot be more than the minimum bill');
  const from = String(record.validFrom ?? '');
  const until = String(record.validUntil ?? '');
  if (from && until && until < from) add('validUntil', 'Valid until must be on or after valid from');
  const outlets = Array.isArray(record.outlets) ? (record.outlets as Row[]).map((row) => String(row.outlet ?? '')) : [];
  outlets.forEach((outlet, index) => {
    if (outlet && outlets.indexOf(outlet) !== index) add(`outlets.${index}.outlet`, `Outlet ${outlet} is listed twice`);
  });
  return problems;
}
