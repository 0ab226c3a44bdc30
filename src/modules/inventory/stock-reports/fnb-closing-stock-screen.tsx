import { ReportPage } from '../../../engine/report/report-page';
import { rowsView } from '../../../engine/report/rows-view';
import { FNB_CLOSING_STOCK_REPORT } from './unit-fnb-reports';

const view = rowsView(FNB_CLOSING_STOCK_REPORT);

/** Closing stock per F&B service as on a day (in the URL): a table per service, totals, CSV/Excel and print. */
export function FnbClosingStockScreen() {
  return (
    <ReportPage
      report={FNB_CLOSING_STOCK_REPORT}
      view={view}
      intro={
        'For each F&B service, the stock items its menu’s recipes use that its kitchen’s store holds at the ' +
        'end of the day, valued at each lot’s receipt rate. Services sharing a kitchen list the same stock; ' +
        'the total counts it once.'
      }
    />
  );
}
