import { format } from 'date-fns';
import { PURCHASE_ORDERS } from '../modules/procurement/resources/purchase-orders';
import type { ResourceDeclaration } from './resource';
import { emptyRecord } from './resource-schema';

const plain: ResourceDeclaration = {
  name: 'test.plain',
  title: 'Plain',
  singular: 'Plain',
  screen: PURCHASE_ORDERS.screen,
  key: 'code',
  entity: 'plain',
  endpoints: { list: 'api/x/list', get: 'api/x/get', save: 'api/x/save' },
  fields: [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'validFrom', label: 'Valid from', type: 'date' },
    { name: 'qty', label: 'Quantity', type: 'number', defaultValue: 1 },
  ],
  columns: ['code'],
  searchable: ['code'],
  example: { code: 'A1', validFrom: '2026-11-01', qty: 2 },
};

describe('emptyRecord', () => {
  it('dates a new document today, and leaves its system fields (number, status, times printed) empty', () => {
    const order = emptyRecord(PURCHASE_ORDERS);
    expect(order.dat).toBe(format(new Date(), 'yyyy-MM-dd'));
    expect(order).toMatchObject({ seq: '', pos: '', printCount: null, purchaseType: 'LOCAL', lines: [] });
  });

  it('leaves the dates of a record that is no document empty, and takes declared defaults', () => {
    expect(emptyRecord(plain)).toEqual({ code: '', validFrom: '', qty: 1 });
  });
});
