import type { FieldDeclaration } from '../../../engine/resource';
import type { PaymentMode, VoucherType } from '../../../kits/accounting/ledger-types';
import { PAYMENT_MODES } from '../ledger/voucher';
import { COUNTER_TYPE } from '../ledger/voucher-rules';
import { ACCOUNTS as ACCOUNT_MASTER } from '../resources/accounts';

const ACCOUNT_LIST = {
  resource: ACCOUNT_MASTER.name,
  endpoint: ACCOUNT_MASTER.endpoints.list,
  key: 'code',
  label: 'name',
};
const MONEY_ACCOUNTS = ['CAS', 'BAN', 'MOB'];

const COUNTER_LABEL: Readonly<Record<VoucherType, string>> = {
  PAY: 'Paid from',
  REC: 'Received into',
  TRA: 'Transfer from',
  JOU: '',
};

/** The header fields a voucher of this type and mode shows, in order. */
export function headerFields(type: VoucherType, mode: PaymentMode | ''): FieldDeclaration[] {
  const fields: FieldDeclaration[] = [{ name: 'date', label: 'Voucher date', type: 'date', required: true }];
  if (type !== 'JOU') {
    fields.push({ name: 'mode', label: 'Mode', type: 'select', required: true, options: PAYMENT_MODES });
    const types = type === 'TRA' || !mode ? MONEY_ACCOUNTS : [COUNTER_TYPE[mode]];
    fields.push({
      name: 'counterAccount',
      label: COUNTER_LABEL[type],
      type: 'reference',
      required: true,
      reference: { ...ACCOUNT_LIST, where: { type: types } },
      help: type === 'TRA' ? undefined : 'The mode decides the kind of account: cash, bank or wallet.',
    });
    if (mode === 'CHEQUE') {
      fields.push(
        { name: 'chequeNo', label: 'Cheque number', type: 'text', required: true, max: 6 },
        { name: 'chequeDate', label: 'Cheque date', type: 'date', required: true },
        { name: 'bankName', label: 'Drawn on (bank)', type: 'text', required: true, max: 60 },
      );
    }
    if (mode === 'CARD' || mode === 'ONLINE' || mode === 'WALLET')
      fields.push({ name: 'reference', label: 'Transaction reference', type: 'text', required: true, max: 40 });
  }
  if (type === 'TRA') {
    fields.push(
      {
        name: 'lines.0.account',
        label: 'Transfer to',
        type: 'reference',
        required: true,
        reference: { ...ACCOUNT_LIST, where: { type: MONEY_ACCOUNTS } },
      },
      { name: 'lines.0.debit', label: 'Amount', type: 'money', required: true, min: 0.01 },
    );
  }
  fields.push({ name: 'narration', label: 'Narration', type: 'multiline', required: type === 'JOU', max: 250 });
  return fields;
}

/** The lines grid of a payment, receipt or journal (a transfer has its one line among the header fields). */
export function linesField(type: VoucherType): FieldDeclaration {
  const account: FieldDeclaration = {
    name: 'account',
    label: 'Account',
    type: 'reference',
    required: true,
    reference: ACCOUNT_LIST,
  };
  const narration: FieldDeclaration = { name: 'narration', label: 'Line narration', type: 'text', max: 120 };
  const amounts: FieldDeclaration[] =
    type === 'JOU'
      ? [
          { name: 'debit', label: 'Debit', type: 'money', min: 0 },
          { name: 'credit', label: 'Credit', type: 'money', min: 0 },
        ]
      : [{ name: type === 'REC' ? 'credit' : 'debit', label: 'Amount', type: 'money', required: true, min: 0.01 }];
  const label = type === 'PAY' ? 'Paid to' : type === 'REC' ? 'Received from' : 'Entries';
  return {
    name: 'lines',
    label,
    type: 'lines',
    required: true,
    min: 1,
    max: 40,
    lines: [account, ...amounts, narration],
  };
}
