import { dataProvider } from '../../../src/lib/api/data-provider';
import { customerBalancePaise } from '../../../src/modules/pos/receipts/domain/customer-bills';
import { RECEIPT_ENDPOINTS as API, type ReceiptHeader } from '../../../src/modules/pos/receipts/domain/receipt-types';
import { serverToday } from '../../../src/mocks/core/server-dates';
import { customerLedger, replaceCustomerRows } from '../../../src/mocks/core/accounting/party-postings';

// What the receipt backend tests (pos-receipts-bill-wise, pos-receipts-guards-invoices) share: the company, the
// customer, the credit sales a receipt settles and a receipt's body.
export const COMPANY = 1015;
export const CUSTOMER = 'SC-0001';
export const today = serverToday();

/** A credit sale in the customers' ledger, as a settled credit bill or a stock-sales invoice writes it. */
export const creditSale = (bill: string, dat: string, amount: number, partyId = CUSTOMER) =>
  replaceCustomerRows(COMPANY, bill, [
    {
      partyId,
      dat,
      transactionType: 'SAL',
      transactionId: bill,
      transactionAmt: amount,
      pendingAmount: amount,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: `Bill ${bill} on credit`,
      billType: 'SAL',
      settleMode: 'CREDIT',
    },
  ]);

type Header = Partial<ReceiptHeader>;
export const receive = (header: Header, lines: Array<{ onTraId: string; paymentAmount: number }> = [], key?: string) =>
  dataProvider.write(
    API.save,
    {
      header: {
        partyId: CUSTOMER,
        tds: 0,
        rebate: 0,
        others: 0,
        modeOfPayment: 'CAS',
        revAccount: 'AC001',
        remarks: '',
        ...header,
      },
      lines: lines.map((line) => ({ partyId: CUSTOMER, ...line })),
    },
    key,
  );
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) => error.fieldErrors ?? error.message,
  );
export const balance = async () => customerBalancePaise(await customerLedger(COMPANY), CUSTOMER);
