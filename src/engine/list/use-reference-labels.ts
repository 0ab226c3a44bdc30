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
  // One query per referenced master (two fields may point at the same one: an offer's item bought and free item).
  const targets = [...new Map(references.map((field) => [field.reference!.resource, field.reference!])).values()];
  const results = useQueries({ queries: targets.map((target) => referenceQuery(target)) });
  const stamp = results.map((result) => result.dataUpdatedAt).join(',');
  return useMemo(() => {
    const rows = new Map(targets.map((target, index) => [target.resource, results[index]?.data ?? []]));
    const labels: Record<string, Map<string, string>> = {};
    for (const field of references) {
      const { resource, key, label } = field.reference!;
      labels[field.name] = new Map(
        (rows.get(resource) ?? []).map((row) => [String(row[key]), String(row[label] ?? row[key])]),
      );
    }
    return labels;
    // The results array is new on every render; its data changes only when a stamp does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp, fields]);
}
