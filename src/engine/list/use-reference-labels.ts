import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dataProvider } from '../../lib/api/data-provider';
import type { FieldDeclaration, ReferenceTarget, ResourceRecord } from '../resource';
import type { ReferenceLabels } from './cell-text';

/** The records of a referenced resource (shares the query key of that resource's own list). */
export function referenceQuery(target: ReferenceTarget) {
  return {
    queryKey: [target.resource, 'list'],
    queryFn: () => dataProvider.list<ResourceRecord>(target.endpoint),
    staleTime: 60_000,
  };
}

/** Name by key for every reference field among `fields`, so lists and filters show names, not codes. */
export function useReferenceLabels(fields: readonly FieldDeclaration[]): ReferenceLabels {
  const references = fields.filter((field) => field.type === 'reference' && field.reference);
  const results = useQueries({ queries: references.map((field) => referenceQuery(field.reference!)) });
  const stamp = results.map((result) => result.dataUpdatedAt).join(',');
  return useMemo(() => {
    const labels: Record<string, Map<string, string>> = {};
    references.forEach((field, index) => {
      const { key, label } = field.reference!;
      labels[field.name] = new Map((results[index]?.data ?? []).map((row) => [String(row[key]), String(row[label] ?? row[key])]));
    });
    return labels;
    // The results array is new on every render; its data changes only when a stamp does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp, fields]);
}
