import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { FD_ROUTES as API } from '../domain/fd-routes';
import { type FeeLedgerView, type FeeRequirements } from '../domain/fee-ledger-types';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceiptMode } from '../../../kits/school/fee-receipt-types';
import { receiptLines } from './fee-allocation';
import { FeeReceiptDues } from './fee-receipt-dues';
import { checkReceipt } from './fee-receipt-check';
import {
  emptyFeeReceipt,
  feeReceiptSchema,
  firstAccount,
  termOf,
  type FeeReceiptValues,
} from './fee-receipt-form-values';
import { useFeeWrite, useStudentDues } from './fees-api';
import { PupilPicker } from './pupil-picker';

const MODES = (['CAS', 'BAN', 'MOB'] as const).map((one) => ({ value: one, label: FEE_RECEIPT_MODE_LABELS[one] }));
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
  const [finished, setFinished] = useState<{ receiptNo: string; printed: boolean } | null>(null);
  // The checks read the dues of the pupil chosen, known once the form has told which pupil that is (below).
  let view: FeeLedgerView | null = null;
  const form = useForm<FeeReceiptValues>({
    resolver: (values, context, options) =>
      zodResolver(feeReceiptSchema(view, requirements.canConcede))(values, context, options),
    defaultValues: emptyFeeReceipt(start, requirements.accounts),
  });
  const [admissionNo, chosenTerm, amount, concession, concessionReason, reference, mode] = useWatch({
    control: form.control,
    name: ['admissionNo', 'term', 'amount', 'concession', 'concessionReason', 'reference', 'mode'],
  });
  const dues = useStudentDues(admissionNo);
  view = dues.data ?? null;
  const save = useFeeWrite(API.saveFeeReceipt);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const { dirtyFields } = form.formState;
  const leaveQuestion = useLeaveGuard(!finished && Object.keys(dirtyFields).some((name) => INPUT.has(name)));
  useEffect(() => {
    if (finished) onSaved(finished.receiptNo, finished.printed);
  }, [finished, onSaved]);
  const term = termOf(chosenTerm, view);
  const checked = useMemo(
    () =>
      view
        ? checkReceipt(view, term, { amount, concession, concessionReason, reference }, requirements.canConcede)
        : null,
    [view, term, amount, concession, concessionReason, reference, requirements.canConcede],
  );
  const shares = new Map((checked?.lines ?? []).map((line) => [line.dueId, line]));
  const accounts = requirements.accounts.filter((one) => one.typ === mode);
  const chooseMode = (value: string) =>
    form.setValue('account', firstAccount(requirements.accounts, value as FeeReceiptMode), { shouldDirty: true });
  const send = form.handleSubmit((values) =>
    submit(async () => {
      if (!view) return;
      const paying = termOf(values.term, view);
      const { paid, concession: conceded } = checkReceipt(view, paying, values, requirements.canConcede);
      const header = {
        admissionNo: values.admissionNo,
        mode: values.mode,
        account: values.account,
        reference: values.reference.trim(),
        concessionReason: values.concessionReason.trim(),
      };
      const body = { header, lines: receiptLines(view, paying, paid, conceded), traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const receiptNo = String(answer.seq ?? '');
      showDoneToast(`Receipt ${receiptNo} saved.`);
      const printed =
        allowed('print') &&
        (await dataProvider.action(API.printFeeReceipt, receiptNo).then(
          () => true,
          () => false,
        ));
      setFinished({ receiptNo, printed });
    }),
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New fee receipt
      </h1>
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '60rem' }}>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated today ({formatDate(requirements.today)}); the amount settles the chosen term&apos;s dues oldest first,
          late fines included, and the number is given as it saves.
        </p>
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
        <div className="d-flex flex-wrap gap-3">
          <Field
            form={form}
            name="mode"
            id={`${id}-mode`}
            label="Received by"
            choose={null}
            options={MODES}
            onChange={chooseMode}
          />
          <Field
            form={form}
            name="account"
            id={`${id}-account`}
            label="Into account"
            choose={null}
            options={accounts.map((one) => ({ value: one.code, label: `${one.detail} (${one.code})` }))}
          />
        </div>
        <Field form={form} name="reference" id={`${id}-reference`} label="Cheque, transfer or UPI reference" />
        <div className="d-flex flex-wrap gap-2">
          <LoadingButton loading={saving} loadingText="Saving">
            {allowed('print') ? 'Save and print' : 'Save'}
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onBack}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
