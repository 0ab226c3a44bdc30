import { dataProvider } from '../../../src/lib/api/data-provider';
import {
  CHECKOUT_ENDPOINTS as API,
  type Tender,
} from '../../../src/modules/frontoffice/checkout/domain/checkout-types';
import { folioBalancePaise } from '../../../src/modules/frontoffice/domain/folio';
import { folioLinesOf } from '../../../src/mocks/frontoffice/fo-store';
import { HOTEL } from '../fo-checkout-support';

/** The check-out backend tests' calls: prepare and settle a stay, its tenders, and the answers they read. */

export const ZINC = 'FOC-0001'; // Hindustan Zinc Ltd, COMPANY, credit 3,00,000
export const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
export const prepare = (stayNo: string) => dataProvider.write(API.prepare, { recordId: stayNo });
export const settle = (stayNo: string, tenders: Tender[], company = '', companyAmount = 0, key?: string) =>
  dataProvider.write(API.settle, { header: { stayNo, company, companyAmount }, lines: tenders, traCheck: 1 }, key);
export const cash = (amount: number): Tender => ({ mode: 'CASH', amount, reference: '' });
export const card = (amount: number, reference = 'SLIP-1'): Tender => ({ mode: 'CARD', amount, reference });
export const balanceOf = async (stayNo: string) => folioBalancePaise(await folioLinesOf(HOTEL, stayNo));
