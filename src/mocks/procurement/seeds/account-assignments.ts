import type { Chart, ChartAccount } from '../../../kits/accounting/ledger-types';
import {
  PUR_BAN,
  PUR_CAS,
  PUR_CNT,
  PUR_CRP,
  PUR_DIS,
  PUR_MOB,
  PUR_OTH,
  PUR_PRT,
  PUR_VOU,
  PURCHASE_POSTING_MODULE,
  purchasesCode,
  purchaseTaxCode,
} from '../../../modules/procurement/domain/posting-codes';
import type { ItemGroupRef } from '../../../modules/procurement/domain/posting-codes';
import type { AccountAssignment } from '../../../kits/accounting/document-voucher';

/** A purchase tax as the tax assignings keep it: code, percent and kind (CGST, SGST, IGST, VAT). */
export interface SeedTax {
  code: string;
  percent: number;
  kind: string;
}

type Test = (account: ChartAccount) => boolean;

const named =
  (pattern: RegExp): Test =>
  (account) =>
    pattern.test(account.name);
const typed =
  (type: ChartAccount['type']): Test =>
  (account) =>
    account.type === type;
const both =
  (...tests: Test[]): Test =>
  (account) =>
    tests.every((test) => test(account));

/** The nature of an account's group, or of the nearest group above it that has one. */
function natures(chart: Chart): (groupCode: string) => string {
  const byCode = new Map(chart.groups.map((group) => [group.code, group]));
  return (groupCode) => {
    let group = byCode.get(groupCode);
    for (let depth = 0; group && depth < 20; depth += 1) {
      if (group.nature) return group.nature;
      group = group.parent ? byCode.get(group.parent) : undefined;
    }
    return '';
  };
}

/**
 * The starting purchase mapping of a company, picked from its own chart of accounts (active
 * accounts, lowest code first) by name, type and nature; a code with no sensible account stays
 * unmapped (no row). Nothing here names an account code: whatever the chart holds is used.
 */
export function seededPurchaseAssignments(
  chart: Chart,
  itemGroups: readonly ItemGroupRef[],
  taxes: readonly SeedTax[],
): AccountAssignment[] {
  const accounts = chart.accounts
    .filter((account) => (account as ChartAccount & { active?: boolean }).active !== false)
    .sort((a, b) => a.code.localeCompare(b.code));
  const natureOf = natures(chart);
  const natured =
    (nature: string): Test =>
    (account) =>
      natureOf(account.group) === nature;
  const notParty: Test = (account) => account.type !== 'PAR';
  /** The first account passing the first test that any account passes. */
  const pick = (...tests: Test[]): string | undefined => {
    for (const test of tests) {
      const found = accounts.find(test);
      if (found) return found.code;
    }
    return undefined;
  };

  const purchases = pick(
    named(/^purchases?( account)?$/i),
    named(/materials? consumed/i),
    both(named(/purchase/i), natured('EXPENSES')),
  );
  const discount = pick(named(/discount received/i), both(named(/discount/i), natured('INCOME')));
  const taxAccount = (tax: SeedTax) => {
    const kind = tax.kind.replace(/[^A-Z]/gi, '');
    const ofKind: Test = (account) => kind !== '' && new RegExp(`^${kind}\\b`, 'i').test(account.name);
    // An input account first; else the kind's duties account (the books net input against output).
    const account = pick(
      both(ofKind, named(/input/i)),
      both(ofKind, natured('LIABILITIES')),
      both(ofKind, natured('ASSETS')),
    );
    // VAT outside GST is no input credit: without a VAT account it is part of the cost of what was bought.
    return account ?? (tax.kind === 'VAT' ? purchases : undefined);
  };

  const codes: Array<[string, string | undefined]> = [
    ...itemGroups.map((group): [string, string | undefined] => [purchasesCode(group.code), purchases]),
    [PUR_DIS, discount],
    [PUR_OTH, pick(named(/(freight|carriage) inwards?/i), both(named(/freight|carriage/i), natured('EXPENSES')))],
    ...taxes.map((tax): [string, string | undefined] => [purchaseTaxCode(tax.code, tax.percent), taxAccount(tax)]),
    [PUR_CAS, pick(typed('CAS'))],
    [PUR_BAN, pick(typed('BAN'))],
    [PUR_MOB, pick(typed('MOB'))],
    // A control account of the suppliers, never one supplier's own (party) account.
    [PUR_CRP, pick(both(named(/creditors/i), notParty, natured('LIABILITIES')))],
    [PUR_VOU, pick(both(named(/advances?\b.*suppliers?|suppliers?.*advances?/i), notParty, natured('ASSETS')))],
    [PUR_PRT, pick(named(/purchases? returns?/i)) ?? purchases],
    [PUR_CNT, pick(named(/credit notes?/i)) ?? discount],
  ];
  const seen = new Set<string>();
  return codes.flatMap(([transcode, account]) => {
    if (account === undefined || seen.has(transcode)) return [];
    seen.add(transcode);
    return [{ module: PURCHASE_POSTING_MODULE, transcode, account }];
  });
}
