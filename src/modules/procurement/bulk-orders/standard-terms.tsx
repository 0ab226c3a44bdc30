import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { useOrderRequirements } from './order-standing';

/**
 * A new order starts with the company's standard terms (the order terms master, as the order requirements give them),
 * once, while its terms are still empty: the person may change or remove them, and a quotation chosen later brings its
 * own. An order being edited keeps the terms it was saved with.
 */
export function StandardTerms({ form }: { form: UseFormReturn<ResourceRecord> }) {
  const terms = useOrderRequirements().data?.terms;
  useEffect(() => {
    if (!terms || terms.length === 0) return;
    const { recordId, seq, terms: current } = form.getValues();
    const empty = !Array.isArray(current) || current.length === 0;
    if (recordId || seq || !empty || form.getFieldState('terms').isDirty) return;
    form.setValue(
      'terms',
      terms.map((row) => ({ term: row.term })),
      { shouldDirty: false },
    );
  }, [form, terms]);
  return null;
}
