import { COST_REPORT_ENDPOINTS as E } from '../../modules/procurement/cost-reports/cost-report-endpoints';
import { creditNoteRows } from '../../modules/procurement/cost-reports/credit-note-rows';
import { purchasesIn } from '../../modules/procurement/cost-reports/purchase-rows';
import { purchasesToReturnsRows } from '../../modules/procurement/cost-reports/return-ratio-rows';
import {
  returnedItemRows,
  returnRows,
  returnsIn,
  supplierReturnRows,
} from '../../modules/procurement/cost-reports/return-rows';
import { receiptItems } from '../core/inward/receipt-context';
import { receiptsOf } from '../core/inward/receipt-store';
import { creditNotesOf, returnsOf } from '../core/inward/return-store';
import type { CostReportRows, CostReportSources } from './cost-report-sources';

type ReturnReport = 'returns' | 'returnsConsolidated' | 'returnsSupplierWise' | 'purchasesToReturns' | 'creditNotes';

/** The stored purchase returns the period asks for (cancelled ones left out). */
const returned = async ({ companyCode, period }: CostReportSources) => returnsIn(await returnsOf(companyCode), period);

/** The return and credit-note reports' rows, from the stored returns, credit notes and goods receipts. */
export const RETURN_REPORT_ROWS: Readonly<Record<(typeof E)[ReturnReport], CostReportRows>> = {
  [E.returns]: async (sources) => returnRows(await returned(sources), sources.name),
  [E.returnsConsolidated]: async (sources) => {
    const [returns, items] = await Promise.all([returned(sources), receiptItems(sources.companyCode)]);
    return returnedItemRows(returns, (itemId) => items.get(itemId)?.unit ?? '');
  },
  [E.returnsSupplierWise]: async (sources) => supplierReturnRows(await returned(sources), sources.name),
  [E.purchasesToReturns]: async (sources) => {
    const [receipts, returns] = await Promise.all([receiptsOf(sources.companyCode), returned(sources)]);
    return purchasesToReturnsRows(purchasesIn(receipts, sources.period), returns, sources.name);
  },
  [E.creditNotes]: async ({ companyCode, period, name }) =>
    creditNoteRows(await creditNotesOf(companyCode), period, name),
};
