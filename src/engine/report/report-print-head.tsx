import type { ReportContext } from './report-view';

/**
 * A header row that only prints, inside the table head, so the browser repeats it with the column
 * headers on every page: company, report and period.
 */
export function ReportPrintHead({ context, span }: { context: ReportContext; span: number }) {
  return (
    <tr className="report-print-head">
      <th scope="colgroup" colSpan={span}>
        <span className="fw-bold">{context.company}</span> · {context.title}
        {context.period && <> · {context.period}</>}
      </th>
    </tr>
  );
}
