// The editions the chaos run plays (each an edition's terminal: its company, cashier, screen and the routes its
// queue calls) and the faults a seed makes the demo backend's chaos switch (src/mocks/core/chaos-switch.ts) deal out.

export const EDITIONS = {
  restaurant: {
    company: 1010,
    user: 'staff',
    route: '/pos/res-billing-classy',
    heading: 'Restaurant billing',
    faultPaths: [
      'api/POSClassyBilling/setCompleteKOTInformation',
      'api/pos/makePOSBillByTableNo',
      'api/pos/setSettleBill',
      'api/pos/IPosPendingTableInfo',
      'api/pos/getUnsettledBills',
    ],
  },
  counter: {
    company: 1015,
    user: 'staff',
    route: '/pos/sale-classy',
    heading: 'Sales (classic)',
    faultPaths: ['api/POSCounterBilling/setCounterBill', 'api/POSCounterBilling/getCounterBills'],
  },
  takeaway: {
    company: 1012,
    user: 'staff',
    route: '/takeaway/billing-classy',
    heading: 'Take-away billing',
    faultPaths: [
      'api/TakeAwayBilling/SetCounterKOT',
      'api/TakeAwayBilling/MakeCounterBill',
      'api/TakeAwayBilling/SetSettleBill',
      'api/TakeAwayBilling/GetOpenOrders',
      'api/TakeAwayBilling/GetUnsettledBills',
    ],
  },
};

/** The faults of a seed: about two calls in five of the queue's routes meet one, one in three is slowed. */
export const chaosSetting = (seed, only) => ({
  seed,
  drop: 0.08,
  error: 0.08,
  html: 0.06,
  lostAnswer: 0.08,
  twice: 0.08,
  slow: 0.35,
  maxDelayMs: 5000,
  only,
});
