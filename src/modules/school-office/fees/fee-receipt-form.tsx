import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { formatDate } from '../../../lib/format/date-format';
import { MoneyFormFrame } from '../../../kits/receipts/money-form-frame';
import { ReceivedIntoFields } from '../../../kits/receipts/received-into-fields';
import { useSaveAndPrint } from '../../../kits/receipts/use-money-save';
import { FD_ROUTES as API } from '../domain/fd-routes';
import { type FeeLedgerView, type FeeRequirements } from '../domain/fee-ledger-types';
import { FEE_RECEIPT_MODE_LABELS } from '../../../kits/school/fee-receipt-types';
import { receiptLines } from './fee-allocation';
import { FeeReceiptDues } from './fee-receipt-dues';
import { checkReceipt } from './fee-receipt-check';
import { emptyFeeReceipt, feeReceiptSchema, termOf, type FeeReceiptValues } from './fee-receipt-form-values';
import { useFeeWrite, useStudentDues } from './fees-api';
import { PupilPicker } from './pupil-picker';

/** What is typed for the receipt; the term, the mode and the account alone ask nothing on leaving. */
const INPUT: ReadonlySet<string> = new Set(['admissionNo', 'amount', 'concession', 'concessionReason', 'reference']);

interface Props {
  requirements: FeeRequirements;
  /** A pupil to start with (another desk's "collect now"). */
  admissionNo?: string;
  onSaved: (receiptNo: string, printed: boolean) => void;
  onBack: () => void;
}

/**
 * A payment against a pupil's dues of a term (any part, oldest first), with a concession for a user who may give one;
 * saved, it is printed.
 */
export function FeeReceiptForm({ requirements, admissionNo: start = '', onSaved, onBack }: Props) {
  const id = useId();
  // The checks read the dues of the pupil chosen, known once the form has told which pupil that is (below).
  let view: FeeLedgerView | null = null;
  const form = useForm<FeeReceiptValues>({
    resolver: (values, context, options) =>
      zodResolver(feeReceiptSchema(view, requirements.canConcede))(values, context, options),
    defaultValues: emptyFeeReceipt(start, requirements.accounts),
  });
  const [admissionNo, chosenTerm, amount, concession, concessionReason, reference] = useWatch({
    control: form.control,
    name: ['admissionNo', 'term', 'amount', 'concession', 'concessionReason', 'reference'],
  });
  const dues = useStudentDues(admissionNo);
  view = dues.data ?? null;
  const save = useFeeWrite(API.saveFeeReceipt);
  const { send, saving, failure, leaveQuestion, saveLabel } = useSaveAndPrint({
    write: (body: Readonly<Record<string, unknown>>, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }),
    print: API.printFeeReceipt,
    unsaved: Object.keys(form.formState.dirtyFields).some((name) => INPUT.has(name)),
    onSaved,
  });
  const term = termOf(chosenTerm, view);
  const checked = useMemo(
    () =>
      view
        ? checkReceipt(view, term, { amount, concession, concessionReason, reference }, requirements.canConcede)
        : null,
    [view, term, amount, concession, concessionReason, reference, requirements.canConcede],
  );
  const shares = new Map((checked?.lines ?? []).map((line) => [line.dueId, line]));
  const toBody = (values: FeeReceiptValues) => {
    if (!view) return null;
    const paying = termOf(values.term, view);
    const { paid, concession: conceded } = checkReceipt(view, paying, values, requirements.canConcede);
    const header = {
      admissionNo: values.admissionNo,
      mode: values.mode,
      account: values.account,
      reference: values.reference.trim(),
      concessionReason: values.concessionReason.trim(),
    };
    return { header, lines: receiptLines(view, paying, paid, conceded), traCheck: 1 };
  };
  return (
    <MoneyFormFrame
      title="New fee receipt"
      titleId={`${id}-title`}
      maxWidth="60rem"
      onSubmit={form.handleSubmit((values) => send(() => toBody(values)))}
      failure={failure}
      intro={
        <>
          Dated today ({formatDate(requirements.today)}); the amount settles the chosen term&apos;s dues oldest first,
          late fines included, and the number is given as it saves.
        </>
      }
      saving={saving}
      saveLabel={saveLabel}
      onBack={onBack}
      leaveQuestion={leaveQuestion}
    >
      <Controller
        control={form.control}
        name="admissionNo"
        render={({ field, fieldState }) => (
          <PupilPicker
            pupils={requirements.pupils}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // A new pupil's dues start again from the term first owing.
              form.setValue('term', '');
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      {admissionNo && (
        <FeeReceiptDues
          id={id}
          control={form.control}
          admissionNo={admissionNo}
          term={term}
          view={view}
          dues={dues}
          shares={shares}
        />
      )}
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="amount" id={`${id}-amount`} label="Amount received" type="money" />
        <Field
          form={form}
          name="concession"
          id={`${id}-concession`}
          label="Concession"
          type="money"
          help={requirements.canConcede ? undefined : 'Needs the approve right on fee collections.'}
        />
      </div>
      <Field form={form} name="concessionReason" id={`${id}-reason`} label="Reason for the concession" />
      <ReceivedIntoFields
        form={form}
        idPrefix={id}
        modeLabels={FEE_RECEIPT_MODE_LABELS}
        accounts={requirements.accounts}
      />
    </MoneyFormFrame>
  );
}
