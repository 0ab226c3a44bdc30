import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { dataProvider } from '../../lib/api/data-provider';
import { formatAmount } from '../../lib/format/number-format';
import type { LineRecord, ResourceRecord } from '../resource';
import type { DocumentRules } from './document';
import { documentTotals } from './document-totals';

function useTaxPercents(rules: DocumentRules) {
  const master = rules.taxes.master;
  const taxes = useQuery({
    queryKey: [master.resource, 'list'],
    queryFn: () => dataProvider.list<ResourceRecord>(master.endpoint),
    staleTime: 60_000,
  });
  return useMemo(
    () => new Map((taxes.data ?? []).map((row) => [String(row[master.key]), Number(row[master.percent] ?? 0)])),
    [taxes.data, master],
  );
}

/**
 * Keeps a document's computed fields (line amounts, tax values, totals) in step with what is typed, and shows the
 * totals.
 */
export function DocumentCalculator({ rules, form }: { rules: DocumentRules; form: UseFormReturn<ResourceRecord> }) {
  const percents = useTaxPercents(rules);
  const lines = (useWatch({ control: form.control, name: rules.lines.field }) ?? []) as LineRecord[];
  const taxLines = (useWatch({ control: form.control, name: rules.taxes.field }) ?? []) as LineRecord[];
  const discount = useWatch({ control: form.control, name: rules.discount }) as number | null;
  const others = useWatch({ control: form.control, name: rules.others }) as number | null;
  const taxPercents = taxLines.map((line) => percents.get(String(line[rules.taxes.tax] ?? '')) ?? null);
  const totals = documentTotals(
    lines.map((line) => ({
      quantity: line[rules.lines.quantity] as number | null,
      rate: line[rules.lines.rate] as number | null,
    })),
    taxPercents,
    Number.isNaN(discount) ? 0 : discount,
    Number.isNaN(others) ? 0 : others,
  );
  const stamp = JSON.stringify([totals, taxPercents]);

  useEffect(() => {
    const quiet = { shouldDirty: false, shouldValidate: false } as const;
    totals.lineAmounts.forEach((amount, index) =>
      form.setValue(`${rules.lines.field}.${index}.${rules.lines.amount}`, amount, quiet),
    );
    totals.taxValues.forEach((value, index) => {
      form.setValue(`${rules.taxes.field}.${index}.${rules.taxes.percent}`, taxPercents[index] ?? null, quiet);
      form.setValue(`${rules.taxes.field}.${index}.${rules.taxes.value}`, value, quiet);
    });
    form.setValue(rules.totals.base, totals.base, quiet);
    form.setValue(rules.totals.taxes, totals.taxes, quiet);
    form.setValue(rules.totals.total, totals.total, quiet);
    // The stamp changes exactly when a computed value does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);

  return (
    <dl className="document-totals" aria-live="polite" aria-label="Totals">
      <dt>Base amount</dt>
      <dd>{formatAmount(totals.base)}</dd>
      <dt>Taxes</dt>
      <dd>{formatAmount(totals.taxes)}</dd>
      <dt>Discount</dt>
      <dd>− {formatAmount(totals.discount)}</dd>
      <dt>Others</dt>
      <dd>{formatAmount(totals.others)}</dd>
      <dt className="fw-bold">Total</dt>
      <dd className="fw-bold">{formatAmount(totals.total)}</dd>
    </dl>
  );
}
