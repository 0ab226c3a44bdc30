import type { ReactNode } from 'react';

interface Props {
  caption: string;
  headers: readonly string[];
  /** Columns from this index on are amounts (right-aligned). */
  amountsFrom: number;
  rows: ReadonlyArray<readonly ReactNode[]>;
  /** A closing row (totals), its first cell the row's header. */
  foot?: readonly ReactNode[];
}

/** One section of a printed bill or receipt: a captioned table that scrolls sideways on a phone, not the page. */
export function BillTable({ caption, headers, amountsFrom, rows, foot }: Props) {
  if (rows.length === 0) return null;
  const align = (index: number) => (index >= amountsFrom ? 'text-end text-nowrap' : undefined);
  return (
    // Focusable and named: it scrolls sideways on a phone, and the keyboard must reach it.
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-sm mb-0">
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={align(index)}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="fw-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={align(index)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr className="fw-semibold">
              {foot.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={align(index)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
