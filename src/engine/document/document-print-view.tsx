import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatAmount } from '../../lib/format/number-format';
import { useSession } from '../../lib/session/session-store';
import { cellText } from '../list/cell-text';
import { useReferenceLabels } from '../list/use-reference-labels';
import type { FieldDeclaration, LineRecord, ResourceDeclaration, ResourceRecord } from '../resource';
import { PartyAddress } from './party-address';

const NO_FIELDS: readonly FieldDeclaration[] = [];

/** The printable document: company, header fields, lines, taxes and totals on A4 (alone); prints once shown. */
export function DocumentPrintView({
  resource,
  record,
  onClose,
}: {
  resource: ResourceDeclaration;
  record: ResourceRecord;
  onClose: () => void;
}) {
  const rules = resource.document!;
  const session = useSession();
  // The party's document: neither the office's own links nor how often it was printed.
  const printed = (field: FieldDeclaration) => !field.notPrinted && field.name !== rules.print.countField;
  const header = resource.fields.filter(
    (field) =>
      field.type !== 'lines' &&
      field.type !== 'image' &&
      !Object.values(rules.totals).includes(field.name) &&
      printed(field),
  );
  const linesField = resource.fields.find((field) => field.name === rules.lines.field);
  const columns = (linesField?.lines ?? NO_FIELDS).filter(printed);
  const taxesField = resource.fields.find((field) => field.name === rules.taxes.field);
  const lines = (record[rules.lines.field] ?? []) as readonly LineRecord[];
  const taxes = (record[rules.taxes.field] ?? []) as readonly LineRecord[];
  const headerLabels = useReferenceLabels(resource.fields);
  const lineLabels = useReferenceLabels(linesField?.lines ?? NO_FIELDS);
  const taxLabels = useReferenceLabels(taxesField?.lines ?? NO_FIELDS);
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <article className="document-print print-sheet print-a4" aria-labelledby="print-title">
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <p className="text-muted small">{[session?.addr.address, session?.addr.city].filter(Boolean).join(', ')}</p>
      <h1 id="print-title" className="h4">
        {resource.singular} {String(record[rules.number ?? resource.key] ?? '')}
      </h1>
      <PartyAddress resource={resource} record={record} />
      <dl className="row small">
        {header.map((field) => (
          <div key={field.name} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{field.label}</dt>
            <dd>{cellText(field, record[field.name], headerLabels)}</dd>
          </div>
        ))}
      </dl>
      <table className="table table-sm">
        <caption className="visually-hidden">Lines</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.name}>{cellText(column, line[column.name] ?? null, lineLabels)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="table table-sm w-auto ms-auto">
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          <tr>
            <th scope="row">Base amount</th>
            <td className="text-end">{formatAmount(Number(record[rules.totals.base] ?? 0))}</td>
          </tr>
          {taxes.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {cellText(taxesField?.lines?.[0], line[rules.taxes.tax] ?? null, taxLabels)} (
                {String(line[rules.taxes.percent] ?? 0)} %)
              </th>
              <td className="text-end">{formatAmount(Number(line[rules.taxes.value] ?? 0))}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Discount</th>
            <td className="text-end">− {formatAmount(Number(record[rules.discount] ?? 0))}</td>
          </tr>
          <tr>
            <th scope="row">Others</th>
            <td className="text-end">{formatAmount(Number(record[rules.others] ?? 0))}</td>
          </tr>
          <tr className="fw-bold">
            <th scope="row">Total</th>
            <td className="text-end">{formatAmount(Number(record[rules.totals.total] ?? 0))}</td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
