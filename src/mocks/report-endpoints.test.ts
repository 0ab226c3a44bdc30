import { INVENTORY_STOCK_REPORTS } from '../modules/inventory/stock-reports/stock-reports';
import { PROCUREMENT_COST_REPORTS } from '../modules/procurement/cost-reports/cost-reports';
import { PROCUREMENT_ORDER_REPORTS } from '../modules/procurement/order-reports/order-reports';
import { DEMO_REPORTS } from './core/declarations/demo-reports';

// Each module's demo backend checks its reports against the core's; two modules' own report handlers meet only here.
describe('the report handlers of the stock and purchase desks', () => {
  it('answer endpoints of their own: no two reports share one', () => {
    const endpoints = [
      ...INVENTORY_STOCK_REPORTS,
      ...PROCUREMENT_COST_REPORTS,
      ...PROCUREMENT_ORDER_REPORTS,
      ...DEMO_REPORTS.filter((report) => report.source),
    ].map((report) => report.endpoint);
    expect(endpoints.filter((endpoint, at) => endpoints.indexOf(endpoint) !== at)).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(20);
  });
});
