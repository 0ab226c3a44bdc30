import { z } from 'zod';
import { isRupeeAmount, TWO_DECIMALS_MESSAGE } from '../../lib/money/money';

/** How money is received or paid: cash, bank (cheque, card, transfer) or wallet (UPI). */
export const MONEY_MODES = ['CAS', 'BAN', 'MOB'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

/** The plain names of the modes; a module may name them its own way. */
export const MONEY_MODE_LABELS: Readonly<Record<MoneyMode, string>> = { CAS: 'Cash', BAN: 'Bank', MOB: 'Wallet' };

/** One of the user's cash, bank or wallet accounts, the money goes into or comes from. */
export interface MoneyAccount {
  code: string;
  detail: string;
  /** The mode it serves. */
  typ: string;
}

export interface Option {
  value: string;
  label: string;
}

/** The modes as a select's options, in their one order, named by `labels`. */
export const modeOptions = (labels: Readonly<Record<MoneyMode, string>>): Option[] =>
  MONEY_MODES.map((mode) => ({ value: mode, label: labels[mode] }));

/** The accounts of a mode as a select's options: "Main cash (AC001)". */
export const accountOptions = (accounts: readonly MoneyAccount[], mode: string): Option[] =>
  accounts
    .filter((account) => account.typ === mode)
    .map((account) => ({
      value: account.code,
      label: `${account.detail} (${account.code})`,
    }));

/** The first account of a mode, the one the money goes to unless the user picks another ('' when there is none). */
export const firstAccountOf = (accounts: ReadonlyArray<Pick<MoneyAccount, 'code' | 'typ'>>, mode: string): string =>
  accounts.find((account) => account.typ === mode)?.code ?? '';

/** The mode chosen (a select with an empty first choice may leave it unchosen). */
export const modeSchema = z.enum(MONEY_MODES, { message: 'Choose cash, bank or wallet' });

/** The account chosen. */
export const accountSchema = z.string().min(1, 'Choose the account');

/** An amount typed as rupees: above zero, to the paisa. */
export const rupeesSchema = z
  .string()
  .refine((text) => Number(text) > 0, 'Enter an amount above zero')
  .refine((text) => isRupeeAmount(Number(text)), TWO_DECIMALS_MESSAGE);

/** A bank payment names its cheque or transfer; cash and wallet need nothing. */
export const bankDetailsGiven = (values: { paymentmode: string; bankdetails: string }): boolean =>
  values.paymentmode !== 'BAN' || values.bankdetails.trim() !== '';

/** Where and how the missing bank details are asked for (with `bankDetailsGiven`). */
export const BANK_DETAILS_PROBLEM = { path: ['bankdetails'], message: 'Enter the cheque or transfer details' };

/** What an advance (paid to a supplier, received from a customer) says of its money, in the advances' wire names. */
export const advanceMoneyFields = {
  amt: rupeesSchema,
  paymentmode: modeSchema,
  accountId: accountSchema,
  bankdetails: z.string().max(200),
  remarks: z.string().max(200),
};

/** A new advance's money: cash, nothing typed yet. */
export const EMPTY_ADVANCE_MONEY = {
  amt: '',
  paymentmode: 'CAS',
  accountId: '',
  bankdetails: '',
  remarks: '',
} as const;
