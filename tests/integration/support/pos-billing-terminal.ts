import { vi } from 'vitest';
import { dataProvider } from '../../../src/lib/api/data-provider';
import { POS } from '../../../src/menus/catalogue/pos';
import type { RunningTable } from '../../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS as API } from '../../../src/kits/billing/domain/pos-endpoints';
import { signInAs } from './render-app';

// What the billing terminal tests (pos-billing-terminal-*.test.tsx) share: the screen, the reads of the tables and
// of what the terminal sent, and the signed-in start with two fixed-rate items.
export const path = POS.resBillingClassy.path;
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const runningTables = () => dataProvider.list<RunningTable>(API.runningTables);
/** The JSON bodies sent to an endpoint, from the requests setupDemoServer records. */
export const requestBodies = (requests: Request[]) => (endpoint: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(endpoint))
      .map(async (request) => (await request.clone().json()) as Record<string, unknown>),
  );

export async function start() {
  await signInAs(1010, 'admin');
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const needs = await dataProvider.read<BillingRequirements>(API.requirements);
  const [first, second] = needs.items.filter((item) => !item.openRate);
  return { needs, first: first!, second: second! };
}
