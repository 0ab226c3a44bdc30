import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useGuardedSave } from './guarded-save';
import { LetterImageInput } from './letter-image-input';
import {
  LETTER_TYPES,
  letterProblems,
  letterTypeName,
  tidyLetter,
  type CoveringLetter,
  type LetterField,
  type LetterProblems,
  type LetterType,
} from './letter-rules';
import { InputField, TextAreaField } from '../../../components/form/controlled-fields';
import { Refusal, SettingsSection } from './settings-section';
import { useCoveringLetter, useSaveCoveringLetter } from './settings-api';

type Drafts = Partial<Record<LetterType, CoveringLetter>>;
type TextField = 'subject' | 'salutation' | 'body';

const empty = (type: LetterType): CoveringLetter => ({ type, subject: '', salutation: '', body: '' });
const same = (a: CoveringLetter, b: CoveringLetter) =>
  a.subject === b.subject && a.salutation === b.salutation && a.body === b.body && (a.image ?? '') === (b.image ?? '');
const without = (drafts: Drafts, type: LetterType): Drafts =>
  Object.fromEntries(Object.entries(drafts).filter(([key]) => key !== type));
const FIELDS = new Set<string>(['subject', 'salutation', 'body', 'image']);

/**
 * The "Covering letters" section: choose the type (enquiry or order), edit its subject, salutation,
 * text and image, save it. Unsaved edits of each type are kept while the other type is shown.
 */
export function CoveringLetters({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [type, setType] = useState<LetterType>('ENQ');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<LetterProblems>({});
  const query = useCoveringLetter(type);
  const save = useSaveCoveringLetter();
  const { run, refusal } = useGuardedSave();
  const saved = query.data ?? empty(type);
  const letter = drafts[type] ?? saved;

  const keep = (next: Drafts) => {
    setDrafts(next);
    onDirtyChange(Object.keys(next).length > 0);
  };

  const change = (field: LetterField, value: string) => {
    const edited: CoveringLetter = { ...letter, [field]: value };
    keep(same(edited, saved) ? without(drafts, type) : { ...drafts, [type]: edited });
    setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = letterProblems(letter);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(
      async () => {
        await save.mutateAsync(tidyLetter(letter));
        setDrafts((current) => without(current, type));
        onDirtyChange(Object.keys(without(drafts, type)).length > 0);
        showDoneToast(`The ${letterTypeName(type).toLowerCase()} covering letter is saved.`);
      },
      (fieldErrors) => {
        setErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => FIELDS.has(field))));
        return Object.keys(fieldErrors).every((field) => FIELDS.has(field));
      },
    );
  };

  const text = (field: TextField, label: string, rows?: number) => {
    const props = {
      id: `letter-${field}`,
      label,
      value: letter[field],
      error: errors[field],
      onChange: (value: string) => change(field, value),
    };
    return rows ? <TextAreaField {...props} rows={rows} /> : <InputField {...props} />;
  };

  return (
    <SettingsSection id="covering-letters" title="Covering letters">
      <Form noValidate onSubmit={submit} aria-labelledby="covering-letters-title">
        <Refusal message={refusal} />
        <Form.Group className="mb-3" controlId="letter-type" style={{ maxWidth: '20rem' }}>
          <Form.Label>Letter type</Form.Label>
          <Form.Select
            value={type}
            onChange={(event) => {
              setType(event.target.value as LetterType);
              setErrors({});
            }}
          >
            {LETTER_TYPES.map((option) => (
              <option key={option.type} value={option.type}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {query.isPending && <Loading label="Loading the covering letter…" />}
        {query.isError && <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />}
        {query.isSuccess && (
          <>
            {text('subject', 'Subject')}
            {text('salutation', 'Salutation')}
            {text('body', 'Body', 8)}
            <LetterImageInput
              id="letter-image"
              label="Image (optional)"
              value={letter.image ?? ''}
              error={errors.image}
              onChange={(value) => change('image', value)}
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
