import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { MoneyFormFrame } from '../../../kits/receipts/money-form-frame';
import { ReceivedIntoFields } from '../../../kits/receipts/received-into-fields';
import { useSaveAndPrint } from '../../../kits/receipts/use-money-save';
import { RECEIPT_MODE_LABELS, type ReceiptRequirements } from '../domain/hostel-receipt-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { DueBillsTable } from './due-bills-table';
import { emptyReceipt, receiptSchema, receivedPaise, toReceiptInput, type ReceiptValues } from './receipt-form-values';
import { useDueBills } from './receipts-api';

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
  const [occupantKey, amount] = useWatch({ control: form.control, name: ['occupantKey', 'amount'] });
  const dues = useDueBills(occupantKey);
  const save = useHostelWrite(API.saveReceipt);
  const { send, saving, failure, leaveQuestion, saveLabel } = useSaveAndPrint({
    write: (body: Readonly<Record<string, unknown>>, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }),
    print: API.printReceipt,
    unsaved: Object.keys(form.formState.dirtyFields).some((name) => !SETTINGS.has(name)),
    onSaved,
  });
  return (
    <MoneyFormFrame
      title="New hostel receipt"
      titleId={`${id}-title`}
      maxWidth="48rem"
      onSubmit={form.handleSubmit((values) => send(() => ({ header: toReceiptInput(values), traCheck: 1 })))}
      failure={failure}
      intro="Dated today; the amount settles the bills oldest first, and the number is given as it saves."
      saving={saving}
      saveLabel={saveLabel}
      onBack={onBack}
      leaveQuestion={leaveQuestion}
    >
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
      <ReceivedIntoFields form={form} idPrefix={id} modeLabels={RECEIPT_MODE_LABELS} accounts={requirements.accounts}>
        <Field form={form} name="amount" id={`${id}-amount`} label="Amount received" type="money" />
      </ReceivedIntoFields>
      <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
    </MoneyFormFrame>
  );
}
