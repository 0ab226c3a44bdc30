import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import { sessionRecordFixture } from '../../../lib/session/session-record.fixture';
import type { SessionRecord } from '../../../lib/session/session-types';
import { outboxNotices, terminalOf } from './outbox-notices';

const session = (pCode: string, rCode = 'ADMINISTRATOR'): SessionRecord => {
  const record = sessionRecordFixture('t');
  return { ...record, usr: { ...record.usr, uCode: 'U001', rCode, cCode: 1010, pCode } };
};

const entry = (id: string, endpoint: string, state: OutboxEntry['state'] = 'failed'): OutboxEntry => ({
  id,
  endpoint,
  body: {},
  label: 'Bill for table T4',
  createdAt: '2026-11-26T10:00:00.000Z',
  attempts: 1,
  state,
  lastError: 'The day 26-Nov-2026 is already closed.',
});

describe("the outbox's operations not sent", () => {
  it("raise one notice per refused operation, linked to its terminal and read by the user's marks", () => {
    const notices = outboxNotices(
      [entry('op-1', 'api/pos/setSettleBill'), entry('op-2', 'api/TakeAwayBilling/MakeCounterBill')],
      session('D-RES'),
      new Set(['outbox.not-sent:op-2']),
    );
    expect(notices).toEqual([
      {
        key: 'outbox.not-sent:op-1',
        icon: 'outbox',
        title: 'Not sent',
        text: 'Bill for table T4: The day 26-Nov-2026 is already closed.',
        link: '/pos/res-billing-classy',
        at: '2026-11-26T10:00:00.000Z',
        tone: 'danger',
        read: false,
      },
      expect.objectContaining({ key: 'outbox.not-sent:op-2', link: '/takeaway/billing-classy', read: true }),
    ]);
  });

  it('leave out an operation of no known terminal', () => {
    expect(outboxNotices([entry('op-3', 'api/Other/Thing')], session('D-RES'), new Set())).toEqual([]);
  });

  it("open the counter's keyboard screen for a counter bill", () => {
    expect(terminalOf('api/POSCounterBilling/setCounterBill', session('D-POS'))).toBe('/pos/sale-classy');
  });
});
