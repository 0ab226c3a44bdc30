import { newHead, useOrderHeads } from './order-heads';

describe('the heads of the orders started at the counter', () => {
  // Screen tests in the same worker may have left heads of their own orders (files share a worker).
  const forget = () => {
    useOrderHeads.setState({ heads: {} });
    sessionStorage.clear();
  };
  beforeEach(forget);
  afterEach(() => {
    vi.useRealTimers();
    forget();
  });

  it('keep the start time an order is priced by, in the tab’s session storage (a reload finds it), for a day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T15:29:30+05:30'), toFake: ['Date'] });
    const started = newHead();
    useOrderHeads.getState().keep('TA-OLD', started);
    vi.setSystemTime(new Date('2026-11-26T15:31:00+05:30'));
    useOrderHeads.getState().keep('TA-NEW', newHead());

    expect(useOrderHeads.getState().heads['TA-OLD']?.startedAt).toBe('2026-11-26T09:59:30.000Z');
    const stored = JSON.parse(sessionStorage.getItem('erp.takeaway.order-heads') ?? '{}') as {
      state: { heads: object };
    };
    expect(Object.keys(stored.state.heads)).toEqual(['TA-OLD', 'TA-NEW']);

    vi.setSystemTime(new Date('2026-11-27T15:30:00+05:30'));
    useOrderHeads.getState().keep('TA-NEXT-DAY', newHead());
    expect(Object.keys(useOrderHeads.getState().heads)).toEqual(['TA-NEW', 'TA-NEXT-DAY']);
  });
});
