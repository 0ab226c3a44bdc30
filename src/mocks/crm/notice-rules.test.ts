import { afterEach, describe, expect, it } from 'vitest';
import { resetDemoDb } from '../core/db/demo-db';
import { noticeContext } from '../core/notices/notice-test-kit';
import { storedOrders, storeOrder } from '../core/sales/order-store';
import { CRM_NOTICE_RULES } from './notice-rules';
import { storeCrmQuotation, storedCrmQuotations } from './quotations/quotation-store';

afterEach(() => resetDemoDb());

const rule = (kind: string) => CRM_NOTICE_RULES.find((one) => one.kind === kind)!;
const CRM_COMPANY = 1009;

describe("the CRM's approvals waiting", () => {
  it('raise each quotation waiting (pos 1); one approved (3) or born approved (2) is not', async () => {
    const context = await noticeContext(CRM_COMPANY, '2026-11-26');
    const quotations = await storedCrmQuotations(CRM_COMPANY);
    const waiting = quotations.filter((quotation) => quotation.header.pos === 1);
    expect(waiting.length).toBeGreaterThan(1);
    const raised = await rule('crm.quotation-approval').raise(context);
    expect(raised.map((notice) => notice.id).sort()).toEqual(
      waiting.map((quotation) => String(quotation.header.recordId)).sort(),
    );
    expect(raised[0]!.text).toMatch(/^SQ\S+ of \d{2}-\w{3}-\d{4} for .+/);
    const [first, second] = waiting;
    await storeCrmQuotation(CRM_COMPANY, { ...first!, header: { ...first!.header, pos: 3 } });
    await storeCrmQuotation(CRM_COMPANY, { ...second!, header: { ...second!.header, pos: 2 } });
    expect(await rule('crm.quotation-approval').raise(context)).toHaveLength(waiting.length - 2);
  });

  it('raise a sale order while it waits, with its party and amount, and not once approved', async () => {
    const context = await noticeContext(CRM_COMPANY, '2026-11-26');
    const waiting = (await storedOrders(CRM_COMPANY)).filter((order) => order.header.pos === 1);
    expect(waiting.length).toBeGreaterThan(0);
    const raised = await rule('crm.order-approval').raise(context);
    expect(raised).toHaveLength(waiting.length);
    expect(raised[0]!.text).toContain(waiting[0]!.header.partyName);
    for (const order of waiting) await storeOrder(CRM_COMPANY, { ...order, header: { ...order.header, pos: 3 } });
    expect(await rule('crm.order-approval').raise(context)).toEqual([]);
  });
});
