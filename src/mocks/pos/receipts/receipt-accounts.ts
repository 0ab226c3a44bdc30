import type { ReceiptAccounts } from '../../../modules/pos/receipts/domain/postings';
import type { EarnerKind } from '../../../modules/pos/receipts/domain/commission-rules';
import { storedChart } from '../../core/accounting/ledger-store';
import { accountFor, WANTED, type Wanted } from '../../core/accounting/posting-accounts';

/**
 * The heads a receipt or a commission payment posts to, found in the chart by name or created there (ordinary accounts,
 * editable under Accounts).
 */
const HEADS = {
  tds: { group: 'CUR-AST', nature: 'ASSETS', name: /tds receivable/i, create: { code: 710, name: 'TDS receivable' } },
  rebate: {
    group: 'IND-EXP',
    nature: 'EXPENSES',
    name: /rebate|discount allowed/i,
    create: { code: 411, name: 'Rebates and discounts allowed' },
  },
  others: {
    group: 'IND-EXP',
    nature: 'EXPENSES',
    name: /deductions on receipts/i,
    create: { code: 412, name: 'Other deductions on receipts' },
  },
  agent: {
    group: 'IND-EXP',
    nature: 'EXPENSES',
    name: /commission to agents/i,
    create: { code: 413, name: 'Commission to agents' },
  },
  employee: {
    group: 'IND-EXP',
    nature: 'EXPENSES',
    name: /commission to employees/i,
    create: { code: 414, name: 'Commission to employees' },
  },
} satisfies Record<string, Wanted>;

async function editableChart(companyCode: number) {
  const loaded = await storedChart(companyCode);
  return { groups: loaded.groups, accounts: [...loaded.accounts] };
}

/**
 * A receipt's accounts: the customers' control account (the same debtors account credit bills are debited to),
 * and, only when the receipt has them, TDS receivable, rebates and other deductions. `receiving` is the user's
 * cash, bank or wallet account, checked by the caller.
 */
export async function receiptAccounts(
  companyCode: number,
  receiving: string,
  needs: { tds: boolean; rebate: boolean; others: boolean },
): Promise<ReceiptAccounts> {
  const chart = await editableChart(companyCode);
  const customer = await accountFor(companyCode, chart, WANTED.debtors);
  const head = (wanted: keyof typeof needs) =>
    needs[wanted] ? accountFor(companyCode, chart, HEADS[wanted]) : Promise.resolve('');
  return { customer, tds: await head('tds'), rebate: await head('rebate'), others: await head('others'), receiving };
}

/** The expense account commission to agents (or employees) is debited to. */
export async function commissionAccount(companyCode: number, kind: EarnerKind): Promise<string> {
  return accountFor(companyCode, await editableChart(companyCode), HEADS[kind]);
}
