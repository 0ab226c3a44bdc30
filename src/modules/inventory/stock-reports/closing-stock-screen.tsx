import { ReportPage } from '../../../engine/report/report-page';
import { rowsView } from '../../../engine/report/rows-view';
import { CLOSING_STOCK_REPORT } from './closing-stock-report';

const view = rowsView(CLOSING_STOCK_REPORT);

/**
 * Closing stock as on a day (and store), both in the URL: a table per store, totals, CSV/Excel and print (the engine's
 * report page).
 */
export function ClosingStockScreen() {
  return (
    <ReportPage
      report={CLOSING_STOCK_REPORT}
      view={view}
      intro="Stock on hand at the end of the day, valued at each lot's receipt rate."
    />
  );
}
