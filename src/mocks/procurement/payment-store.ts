import { PAYMENT_RESOURCE, type PaymentBody } from '../../modules/procurement/payments/payment-types';
import { listRecords, readRecord, writeRecord } from '../core/record-store';

/**
 * The demo backend's supplier payments (PartyPaymentsuni + det): one record per payment `{ header, lines }`, by record
 * id.
 */
export const paymentsOf = (companyCode: number) => listRecords<PaymentBody>(PAYMENT_RESOURCE, companyCode);
export const paymentOf = (companyCode: number, recordId: number) =>
  readRecord<PaymentBody>(PAYMENT_RESOURCE, companyCode, String(recordId));
export const storePayment = (companyCode: number, payment: PaymentBody) =>
  writeRecord(PAYMENT_RESOURCE, companyCode, String(payment.header.recordId), payment);
