import type { Paise } from '../../../lib/money/money';
import { buildVoucher, type PostingEntry, type VoucherLine } from '../../../kits/accounting/document-voucher';
import type { AdvanceMode } from '../../../modules/pos/stock-sales/domain/sale-advance-types';
import type { InvoiceFigures } from '../../../modules/pos/stock-sales/domain/invoice-figures';
import { storedChart } from '../../core/accounting/ledger-store';
import type { DemoSession } from '../../core/sessions/auth';
import { accountFor, type Wanted } from '../../core/accounting/posting-accounts';
import { postingAccounts } from '../../core/billing/bill-posting-accounts';

/** Our posting codes of stock sales (the contract's receipts use SAL_CRP for the customer's side: kept). */
export const SALE_POSTING = {
  sales: 'SAL_SAL',
  tax: (component: string) => `SAL_${component}`,
  debtors: 'SAL_CRP',
  advances: 'SAL_ADV',
  mode: (mode: AdvanceMode) => `SAL_${mode}`,
} as const;

/** What customers have paid ahead: a liability until an invoice adjusts it. */
const ADVANCES_FROM_CUSTOMERS: Wanted = {
  group: 'CUR-LIA',
  nature: 'LIABILITIES',
  name: /advances? (received )?from customers|customer advances/i,
  create: { code: 703, name: 'Advances from customers' },
};

export interface SaleAccounts {
  sales: string;
  taxes: ReadonlyMap<string, string>;
  /** The debtors account the restaurant's credit bills and the customer receipts use too. */
  debtors: string;
  advances: string;
}

/**
 * The accounts an invoice posts to, found in the chart (or created when it truly has none); the refusal text when there
 * is no sales account.
 */
export async function saleAccounts(
  session: DemoSession,
  components: readonly string[],
): Promise<SaleAccounts | string> {
  const found = await postingAccounts(
    session,
    { taxes: components.map((component) => ({ component, percent: 0, taxable: 0, amount: 1 })), roundOff: 0 },
    ['CREDIT'],
  );
  if (typeof found === 'string') return found;
  return {
    sales: found.sales,
    taxes: found.taxes,
    debtors: found.modes.CREDIT,
    advances: await advancesAccount(session.companyCode),
  };
}

export async function advancesAccount(companyCode: number): Promise<string> {
  const loaded = await storedChart(companyCode);
  return accountFor(companyCode, { groups: loaded.groups, accounts: [...loaded.accounts] }, ADVANCES_FROM_CUSTOMERS);
}

const linesOf = (entries: readonly PostingEntry[], what: string): VoucherLine[] => {
  const voucher = buildVoucher(entries, new Map());
  if (!('lines' in voucher)) throw new Error(`${what}: no account for ${voucher.missing.join(', ')}`);
  return voucher.lines;
};

/**
 * An invoice's voucher, balanced to the paisa: Dr the debtors with what is left to receive, Dr the
 * advances from customers with what was adjusted, Cr sales with the taxable value (net of the line
 * discounts), Cr each output tax component. (The real server leaves this posting commented out.)
 */
export function invoiceVoucherLines(
  figures: InvoiceFigures,
  advancePaise: Paise,
  accounts: SaleAccounts,
): VoucherLine[] {
  const taxes = new Map<string, Paise>();
  for (const tax of figures.taxes) taxes.set(tax.component, (taxes.get(tax.component) ?? 0) + tax.amount);
  return linesOf(
    [
      { code: SALE_POSTING.debtors, account: accounts.debtors, amountPaise: figures.total - advancePaise },
      { code: SALE_POSTING.advances, account: accounts.advances, amountPaise: advancePaise },
      { code: SALE_POSTING.sales, account: accounts.sales, amountPaise: -figures.taxable },
      ...[...taxes].map(([component, amount]) => ({
        code: SALE_POSTING.tax(component),
        account: accounts.taxes.get(component) ?? '',
        amountPaise: -amount,
      })),
    ],
    'Invoice',
  );
}

/** An advance received: Dr the user's cash, bank or wallet account, Cr the advances from customers. */
export function advanceVoucherLines(
  amountPaise: Paise,
  mode: AdvanceMode,
  account: string,
  advances: string,
): VoucherLine[] {
  return linesOf(
    [
      { code: SALE_POSTING.mode(mode), account, amountPaise },
      { code: SALE_POSTING.advances, account: advances, amountPaise: -amountPaise },
    ],
    'Advance',
  );
}
