import { addDays, format, parseISO } from 'date-fns';
import { fromPaise } from '../../../lib/money/money';
import { nextOrderNumber } from '../../../modules/crm/domain/order-rules';
import { orderTotals } from '../../../modules/crm/domain/order-totals';
import type { OrderLine, SaleOrder } from '../../../modules/crm/domain/order-types';
import { serverToday } from '../server-dates';
import { listRecords, readRecord, writeRecord } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';

type Row = Record<string, unknown>;
type Party = { code: string; name: string; address: string; city: string; mobile: string };
type Item = { itemId: string; name: string; unit: string; standardRate: number };

/**
 * Industrial buyers of 1003's machined parts (pos.customers has only canteen buyers there): written once, codes
 * CUS-9xxx.
 */
const BUYERS_1003: Party[] = [
  {
    code: 'CUS-9001',
    name: 'Deccan Pump Works Pvt Ltd',
    address: 'Plot 14, MIDC Bhosari',
    city: 'Pune',
    mobile: '9822014455',
  },
  {
    code: 'CUS-9002',
    name: 'Narmada Valves and Fittings',
    address: '22, GIDC Estate, Makarpura',
    city: 'Vadodara',
    mobile: '9824033671',
  },
];

async function ensureBuyers(companyCode: number, buyers: readonly Party[]): Promise<void> {
  await ensureSeeded('pos.customers', companyCode);
  for (const buyer of buyers) {
    if (await readRecord('pos.customers', companyCode, buyer.code)) continue;
    await writeRecord('pos.customers', companyCode, buyer.code, {
      ...buyer,
      group: 'B2B',
      contactPerson: '',
      email: '',
      gstin: '',
      creditDays: 30,
      creditAmount: 500000,
      agent: '',
      zip: '',
      active: true,
    });
  }
}

async function rows(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const day = (offset: number) => format(addDays(parseISO(serverToday()), offset), 'yyyy-MM-dd');

function order(
  recordId: number,
  seqs: string[],
  dat: string,
  party: Party,
  pos: 1 | 3,
  items: ReadonlyArray<[Item, number]>,
): SaleOrder {
  const lines: OrderLine[] = items.map(([item, qty], index) => ({
    sno: index + 1,
    itemId: item.itemId,
    itemName: item.name,
    itemDescription: '',
    qty,
    um: item.unit,
    rat: item.standardRate,
    discPer: 0,
    reqdBy: day(14),
    quotationLine: null,
  }));
  const totals = orderTotals(lines, [{ taxcode: 'GST18', taxper: 18 }]);
  const seq = nextOrderNumber(dat, seqs);
  seqs.push(seq);
  return {
    header: {
      recordId,
      seq,
      dat,
      saleType: 'LOCAL',
      validity: day(30),
      reference: `PO/${party.code}/${recordId}`,
      partyId: party.code,
      partyName: party.name,
      addr: party.address,
      city: party.city,
      mobile: party.mobile,
      quotationId: null,
      quotationno: '',
      modeofpayment: 'CREDIT',
      orderstatus: 'OPEN',
      refEmployee: '',
      baseamt: fromPaise(totals.basePaise),
      taxes: fromPaise(totals.taxesPaise),
      totalAmt: fromPaise(totals.totalPaise),
      advance: 0,
      pos,
      approvedUsr: pos === 3 ? 'admin' : null,
      approvedDat: pos === 3 ? dat : null,
      printCount: 0,
      usr: 'staff',
    },
    lines,
    terms: [
      { sno: 1, term: 'Delivery within 14 days of the order.' },
      { sno: 2, term: 'Payment 30 days from the invoice.' },
    ],
    taxes: totals.taxes.map((tax, index) => ({
      sno: index + 1,
      lineId: 0,
      taxcode: tax.taxcode,
      taxper: tax.taxper,
      taxvalue: fromPaise(tax.valuePaise),
    })),
    advances: [],
  };
}

/**
 * The starting orders: 1009 (Nexus Solar) one approved with lines to invoice and one waiting for approval; 1003
 * (Shakti Precision) two approved orders for its machined parts (items of the finished-goods group FGD), from two
 * industrial buyers. Other companies start with none.
 */
export async function orderSeed(companyCode: number): Promise<SaleOrder[]> {
  if (companyCode !== 1009 && companyCode !== 1003) return [];
  const items = (await rows('inventory.items', companyCode))
    .filter((row) => row.active !== false && Number(row.standardRate) > 0)
    .map((row) => ({
      item: {
        itemId: text(row.itemId),
        name: text(row.name),
        unit: text(row.unit),
        standardRate: Number(row.standardRate),
      },
      group: text(row.group),
    }));
  const seqs: string[] = [];
  if (companyCode === 1003) {
    const parts = items.filter((row) => row.group === 'FGD').map((row) => row.item);
    if (parts.length < 2) return [];
    await ensureBuyers(companyCode, BUYERS_1003);
    return [
      order(1, seqs, day(-6), BUYERS_1003[0]!, 3, [
        [parts[0]!, 120],
        [parts[2] ?? parts[1]!, 60],
      ]),
      order(2, seqs, day(-3), BUYERS_1003[1]!, 3, [[parts[1]!, 80]]),
    ];
  }
  const customers = (await rows('pos.customers', companyCode)).filter(
    (row) => row.active !== false && text(row.gstin) !== '',
  );
  const goods = items.map((row) => row.item);
  if (customers.length < 2 || goods.length < 3) return [];
  const party = (row: Row): Party => ({
    code: text(row.code),
    name: text(row.name),
    address: text(row.address),
    city: text(row.city),
    mobile: text(row.mobile),
  });
  return [
    order(1, seqs, day(-5), party(customers[0]!), 3, [
      [goods[0]!, 12],
      [goods[1]!, 4],
    ]),
    order(2, seqs, day(-1), party(customers[1]!), 1, [[goods[2]!, 6]]),
  ];
}
