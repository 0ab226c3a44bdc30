import { describe, expect, it } from 'vitest';
import { changeWatch, isReadCall, SETTLE_MS } from './write-watch';

describe('the change watcher of the records search', () => {
  it('takes a call for a read only when its action names one (the server reads with POST too)', () => {
    expect(isReadCall('POST', 'http://x/api/purPurchaseOrders/GetPurchaseOrders')).toBe(true);
    expect(isReadCall('POST', 'http://x/api/accTransactions/getTransactionsList')).toBe(true);
    expect(isReadCall('POST', 'http://x/api/AdminSearch/GetSearchRecords')).toBe(true);
    expect(isReadCall('GET', 'http://x/api/invoices')).toBe(true);
    expect(isReadCall('POST', 'http://x/assets/app.js')).toBe(true);
    expect(isReadCall('POST', 'http://x/api/PartyDetails/SetSupplier')).toBe(false);
    expect(isReadCall('POST', 'http://x/api/pos/makePOSBillByTableNo')).toBe(false);
    expect(isReadCall('POST', 'http://x/api/POSClassyBilling/POSBillingRequirements/')).toBe(false);
  });

  it('trusts an index built well after the last change began, and no other', () => {
    let now = 1000;
    const watch = changeWatch(() => now);
    expect(watch.settledSince(0)).toBe(true);
    watch.noteChange();
    expect(watch.changedSince(1000)).toBe(true);
    expect(watch.changedSince(1001)).toBe(false);
    expect(watch.settledSince(1001)).toBe(false);
    expect(watch.settledSince(1000 + SETTLE_MS)).toBe(true);
    now = 5000;
    watch.noteChange();
    expect(watch.settledSince(1000 + SETTLE_MS)).toBe(false);
  });
});
