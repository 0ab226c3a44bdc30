import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalQueueLine } from '../../modules/procurement/requests/request-types';
import { PURCHASE_ORDERS } from '../../modules/procurement/resources/purchase-orders';
import { resetDemoDb } from '../core/db/demo-db';
import { writeRecord } from '../core/record-store';
import { noticeContext } from '../core/notices/notice-test-kit';
import { storedOrders } from './bulk-order-pending';
import { PROCUREMENT_NOTICE_RULES, requestNotices } from './notice-rules';

afterEach(() => resetDemoDb());

const line = (recordid: number, sno: number, empname = 'Ravi Kumar'): ApprovalQueueLine => ({
  recordid,
  sno,
  seq: `PR2026-0000${recordid}`,
  dat: '2026-11-20',
  reqdby: null,
  itemid: 'ITM-0001',
  itemdescription: 'A4 paper',
  qty: 5,
  purpose: '',
  supplier: '',
  empname,
  um: 'NOS',
});

const rule = (kind: string) => PROCUREMENT_NOTICE_RULES.find((one) => one.kind === kind)!;

describe('the purchase approvals waiting', () => {
  it('raise one notice per request, however many of its lines wait', () => {
    expect(requestNotices([line(1, 1), line(1, 2), line(2, 1, '')])).toEqual([
      expect.objectContaining({ id: '1', text: 'PR2026-00001 of 20-Nov-2026: 2 lines, asked by Ravi Kumar' }),
      expect.objectContaining({ id: '2', text: 'PR2026-00002 of 20-Nov-2026: 1 line' }),
    ]);
    expect(requestNotices([])).toEqual([]);
  });

  it('raise an order while it waits (pos 1), and not once it is approved', async () => {
    const context = await noticeContext(1002, '2026-11-26');
    const waiting = await rule('procurement.order-approval').raise(context);
    expect(waiting.length).toBeGreaterThan(0);
    const [first] = waiting;
    const order = (await storedOrders(1002)).find((one) => String(one.recordId) === first!.id)!;
    expect(first!.text).toContain(order.seq);
    await writeRecord(PURCHASE_ORDERS.name, 1002, String(order.recordId), { ...order, pos: 3 });
    const after = await rule('procurement.order-approval').raise(context);
    expect(after.map((notice) => notice.id)).not.toContain(first!.id);
    expect(after).toHaveLength(waiting.length - 1);
  });
});
