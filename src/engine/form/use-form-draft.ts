import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../resource';
import { clearDraft, draftKey, readDraft, writeDraft } from './form-draft';

/**
 * Keeps a form's typed values as a draft until it is saved or discarded, and restores the draft when the
 * form opens again. An untouched form writes no draft. `keepOpened`: top-level fields a draft never overrides
 * (a voucher's date the user may not change).
 */
export function useFormDraft(
  form: UseFormReturn<ResourceRecord>,
  screen: string,
  recordId: string | null,
  options: { keepOpened?: readonly string[] } = {},
) {
  // Read once, as the form opens.
  const [keepOpened] = useState(options.keepOpened);
  const [{ key, draft }] = useState(() => {
    const opened = draftKey(screen, recordId);
    return { key: opened, draft: readDraft(opened) };
  });
  const [restoredAt, setRestoredAt] = useState<number | null>(draft?.savedAt ?? null);

  useEffect(() => {
    // Kept apart from the defaults, so the restored form counts as changed (the leave guard asks).
    if (draft) {
      const opened = form.formState.defaultValues ?? {};
      const kept = Object.fromEntries((keepOpened ?? []).map((name) => [name, opened[name]]));
      form.reset({ ...opened, ...draft.values, ...kept }, { keepDefaultValues: true });
    }
    const subscription = form.watch((values, { type }) => {
      // Only what the user changes writes a draft (a reset or a calculated field alone does not).
      if (type === 'change' || form.formState.isDirty) writeDraft(key, values as ResourceRecord);
    });
    return () => subscription.unsubscribe();
  }, [form, key, draft, keepOpened]);

  /** The save went through: the draft is no longer needed. */
  const forget = useCallback(() => {
    clearDraft(key);
    setRestoredAt(null);
  }, [key]);

  /** Back to the record as it was opened, the draft gone. */
  const discard = useCallback(() => {
    // The reset first: the values it puts back are not a draft to keep.
    form.reset();
    clearDraft(key);
    setRestoredAt(null);
  }, [form, key]);

  return { restoredAt, forget, discard };
}
