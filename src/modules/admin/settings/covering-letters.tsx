import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import {
  BLANK_LETTER,
  letterOf,
  letterValues,
  lettersSchema,
  sameLetter,
  type LettersValues,
  type LetterValues,
} from './covering-letters-values';
import { useGuardedSave } from './guarded-save';
import { LetterImageInput } from './letter-image-input';
import { LETTER_TYPES, letterTypeName, tidyLetter, type LetterType } from './letter-rules';
import { Refusal, SettingsSection } from './settings-section';
import { useCoveringLetter, useSaveCoveringLetter } from './settings-api';

/** Each type's letter as last read or saved: what its edits are measured against (unknown until read). */
type Saved = Partial<Record<LetterType, LetterValues>>;

const FIELDS = new Set<string>(['subject', 'salutation', 'body', 'image']);

const TYPE_OPTIONS = LETTER_TYPES.map((option) => ({ value: option.type, label: option.label }));

const edited = (form: UseFormReturn<LettersValues>, saved: Saved, type: LetterType) => {
  const base = saved[type];
  return base !== undefined && !sameLetter(form.getValues(type), base);
};

/**
 * The "Covering letters" section: choose the type (enquiry or order), edit its subject, salutation,
 * text and image, save it. Unsaved edits of each type are kept while the other type is shown.
 */
export function CoveringLetters({
  onDirtyChange,
  initialType,
}: {
  onDirtyChange: (dirty: boolean) => void;
  /** The letter a menu entry asked for ("Order covering"); the person may still choose the other. */
  initialType?: LetterType;
}) {
  // The type is no part of the letters: a form of its own, choosing which letter the fields below edit.
  const chooser = useForm<{ type: LetterType }>({ defaultValues: { type: initialType ?? 'PUR_ENQ' } });
  // Opened again for the other letter: shown at once, with any unsaved edits of both kept.
  useEffect(() => {
    if (initialType) chooser.setValue('type', initialType);
  }, [chooser, initialType]);
  const type = useWatch({ control: chooser.control, name: 'type' });
  const query = useCoveringLetter(type);
  const save = useSaveCoveringLetter();
  const { run, refusal } = useGuardedSave();
  const form = useForm<LettersValues>({
    resolver: zodResolver(lettersSchema(type)),
    defaultValues: { PUR_ENQ: BLANK_LETTER, PUR_ORD: BLANK_LETTER },
  });
  const saved = useRef<Saved>({});
  const report = () => onDirtyChange(LETTER_TYPES.some((known) => edited(form, saved.current, known.type)));
  const loaded = query.data;
  useEffect(() => {
    if (loaded === undefined) return;
    // The letter read (or just saved) is shown unless the user has changed the one before it.
    if (!edited(form, saved.current, type)) form.setValue(type, letterValues(loaded));
    saved.current[type] = letterValues(loaded);
  }, [form, type, loaded]);

  const send = (values: LettersValues) =>
    run(
      async () => {
        const letter = tidyLetter(letterOf(type, values[type]));
        await save.mutateAsync(letter);
        saved.current[type] = letterValues(letter);
        form.setValue(type, letterValues(letter));
        report();
        showDoneToast(`The ${letterTypeName(type).toLowerCase()} covering letter is saved.`);
      },
      (fieldErrors) => {
        const fields = Object.entries(fieldErrors).filter(([field]) => FIELDS.has(field));
        markProblems(form, Object.fromEntries(fields.map(([field, message]) => [`${type}.${field}`, message])));
        return fields.length === Object.keys(fieldErrors).length;
      },
    );

  return (
    <SettingsSection id="covering-letters" title="Covering letters">
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-labelledby="covering-letters-title"
      >
        <Refusal message={refusal} />
        <div style={{ maxWidth: '20rem' }}>
          <Field
            form={chooser}
            name="type"
            id="letter-type"
            label="Letter type"
            options={TYPE_OPTIONS}
            choose={null}
            onChange={() => form.clearErrors()}
          />
        </div>
        {query.isPending && <Loading label="Loading the covering letter…" />}
        {query.isError && <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />}
        {query.isSuccess && (
          <>
            <Field form={form} name={`${type}.subject`} id="letter-subject" label="Subject" onChange={report} />
            <Field
              form={form}
              name={`${type}.salutation`}
              id="letter-salutation"
              label="Salutation"
              onChange={report}
            />
            <Field
              form={form}
              name={`${type}.body`}
              id="letter-body"
              label="Body"
              type="textarea"
              rows={8}
              onChange={report}
            />
            <Controller
              control={form.control}
              name={`${type}.image`}
              render={({ field, fieldState }) => (
                <LetterImageInput
                  id="letter-image"
                  label="Image (optional)"
                  value={field.value}
                  error={fieldState.error?.message}
                  onChange={(value) => {
                    field.onChange(value);
                    report();
                  }}
                />
              )}
            />
            <LoadingButton loading={save.isPending} loadingText="Saving">
              Save the {letterTypeName(type).toLowerCase()} letter
            </LoadingButton>
          </>
        )}
      </Form>
    </SettingsSection>
  );
}
