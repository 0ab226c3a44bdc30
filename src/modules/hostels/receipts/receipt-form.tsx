import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { dataProvider } from '../../../lib/api/data-provider';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { RECEIPT_MODE_LABELS, type ReceiptRequirements } from '../domain/hostel-receipt-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { DueBillsTable } from './due-bills-table';
import {
  emptyReceipt,
  firstAccount,
  receiptSchema,
  receivedPaise,
  toReceiptInput,
  type ReceiptValues,
} from './receipt-form-values';
import { useDueBills } from './receipts-api';

const MODES = (['CAS', 'BAN', 'MOB'] as const).map((mode) => ({ value: mode, label: RECEIPT_MODE_LABELS[mode] }));
/** The mode and the account are settings of the desk, not input: changing them alone asks nothing on leaving. */
const SETTINGS: ReadonlySet<string> = new Set(['mode', 'account']);

interface Props {
  requirements: ReceiptRequirements;
  onSaved: (receiptNo: string, printed: boolean) => void;
  onBack: () => void;
}

/**
 * A payment from an occupant against their bills, settled oldest first, into one of the user's cash, bank or wallet
 * accounts; saved, it is printed.
 */
export function ReceiptForm({ requirements, onSaved, onBack }: Props) {
  const id = useId();
  const form = useForm<ReceiptValues>({
    resolver: zodResolver(receiptSchema(requirements.occupants)),
    defaultValues: emptyReceipt(requirements.accounts),
  });
  const [occupantKey, amount, mode] = useWatch({ control: form.control, name: ['occupantKey', 'amount', 'mode'] });
  const [finished, setFinished] = useState<{ receiptNo: string; printed: boolean } | null>(null);
  const dues = useDueBills(occupantKey);
  const save = useHostelWrite(API.saveReceipt);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const { dirtyFields } = form.formState;
  const leaveQuestion = useLeaveGuard(!finished && Object.keys(dirtyFields).some((name) => !SETTINGS.has(name)));
  const accounts = requirements.accounts.filter((one) => one.typ === mode);
  const chooseMode = (value: string) =>
    form.setValue('account', firstAccount(requirements.accounts, value as ReceiptValues['mode']), {
      shouldDirty: true,
    });
  // Moves on once the form no longer guards against leaving (a render after the save).
  useEffect(() => {
    if (finished) onSaved(finished.receiptNo, finished.printed);
  }, [finished, onSaved]);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = { header: toReceiptInput(values), traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const receiptNo = String(answer.seq ?? '');
      showDoneToast(`Receipt ${receiptNo} saved.`);
      const printed =
        allowed('print') &&
        (await dataProvider.action(API.printReceipt, receiptNo).then(
          () => true,
          () => false,
        ));
      setFinished({ receiptNo, printed });
    }),
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New hostel receipt
      </h1>
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '48rem' }}>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated today; the amount settles the bills oldest first, and the number is given as it saves.
        </p>
        <Field
          form={form}
          name="occupantKey"
          id={`${id}-occupant`}
          label="Received from"
          options={requirements.occupants.map((one) => ({
            value: one.key,
            label: `${one.name}${one.kind === 'GUEST' ? ' (guest)' : ''}, ${one.bedId}: owes ${rupees(one.due)}`,
          }))}
        />
        {occupantKey &&
          (dues.data ? (
            <DueBillsTable bills={dues.data} amountPaise={receivedPaise(amount)} />
          ) : (
            <p role="status">Loading the bills due…</p>
          ))}
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="amount" id={`${id}-amount`} label="Amount received" type="money" />
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
        <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
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
