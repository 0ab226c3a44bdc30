import type { ReportResult } from '../../engine/report/report';
import type { ReportPeriod } from '../../modules/procurement/cost-reports/report-period';

/** What a cost report is computed for: the company, what was asked, and the suppliers' names by code. */
export interface CostReportSources {
  companyCode: number;
  period: ReportPeriod;
  name: (id: string) => string;
}

/** How one cost report's rows come out of the company's stored documents. */
export type CostReportRows = (sources: CostReportSources) => Promise<ReportResult['rows']>;
