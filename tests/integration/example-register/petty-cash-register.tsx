// The worked example of docs/architecture.md ("A document register"): a register declared in full.
import type { RegisterDeclaration } from '../../../src/kits/registers/register-declaration';
import { RegisterVoucher } from '../../../src/kits/registers/register-voucher';
import { formatDate } from '../../../src/lib/format/date-format';
import { toPaise } from '../../../src/lib/money/money';
import { formatMoney } from '../../../src/lib/money/money-format';
import { PettyCashForm } from './petty-cash-form';

export interface PettyCashVoucher {
  recordId: number;
  seq: string;
  dat: string;
  cancelled: boolean;
  printCount: number;
  paidTo: string;
  amt: number;
}

export const PETTY_CASH_ENDPOINTS = {
  list: 'api/PettyCash/GetVouchers',
  save: 'api/PettyCash/SetVoucher',
  cancel: 'api/PettyCash/CancelVoucher',
  print: 'api/PettyCash/PrintVoucher',
} as const;

export const PETTY_CASH_REGISTER: RegisterDeclaration<PettyCashVoucher> = {
  title: 'Petty cash vouchers',
  idPrefix: 'petty-cash',
  noun: 'Voucher',
  plural: 'vouchers',
  key: 'example.petty-cash',
  endpoints: PETTY_CASH_ENDPOINTS,
  cancelBody: (row) => ({ recordId: row.recordId }),
  cancelEffect: 'It stays in the list, marked cancelled.',
  columns: [
    { label: 'Paid to', cell: (row) => row.paidTo },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amt)), numeric: true },
  ],
  New: PettyCashForm,
  Print: ({ row, onClose }) => (
    <RegisterVoucher
      title={`Voucher ${row.seq}`}
      facts={[
        ['Date', formatDate(row.dat)],
        ['Paid to', row.paidTo],
        ['Amount', formatMoney(toPaise(row.amt))],
      ]}
      onClose={onClose}
    />
  ),
};
