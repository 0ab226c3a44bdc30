import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RefusalAlert } from '../../../components/form/form-actions';
import { SaveAndBack } from '../../../components/form/save-and-back';
import { FormField } from '../../../engine/form/form-field';
import { DraftNotice } from '../../../engine/form/draft-notice';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useFormDraft } from '../../../engine/form/use-form-draft';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import type { ResourceRecord } from '../../../engine/resource';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import type { ChartAccount, PaymentMode } from '../../../kits/accounting/ledger-types';
import { shortfallText, type Shortfall } from '../ledger/money-limits';
import { voucherTypeLabel, type Voucher } from '../ledger/voucher';
import { useSaveVoucher } from './voucher-api';
import { headerFields, linesField } from './voucher-fields';
import { formPath, toFormValues, toVoucher, voucherResolver } from './voucher-form-values';
import { ShortfallWarning, shortfallsOf, useMoneyPosition } from './voucher-shortfall';
import { VoucherTotals } from './voucher-totals';

interface Props {
  /** The voucher being changed, or a new empty one (id ''). */
  base: Voucher;
  accounts: ReadonlyMap<string, ChartAccount>;
  onDone: (id: string | null) => void;
}

/**
 * A payment, receipt, journal or transfer: the contract's rules checked as the user saves and again
 * by the server; the date is today's unless the user may work in other dates (transaction 4).
 */
export function VoucherForm({ base, accounts, onDone }: Props) {
  const allowed = useScreenPermission();
  const save = useSaveVoucher();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  // The shortfalls a save was about to make, while the user is asked whether to go on.
  const [asking, setAsking] = useState<Shortfall[] | null>(null);
  const form = useForm<ResourceRecord>({
    resolver: voucherResolver(base, accounts),
    defaultValues: toFormValues(base),
  });
  const mode = (useWatch({ control: form.control, name: 'mode' }) ?? '') as PaymentMode | '';
  const { isDirty, isSubmitting } = form.formState;
  const attempt = useSaveAttemptKey();
  // A typed voucher survives a reload (offline too) until it is saved or discarded.
  const dateFixed = base.header.id !== '' || !allowed('otherDates');
  const draft = useFormDraft(
    form,
    `accounts-voucher-${base.header.type}`,
    base.header.id === '' ? null : base.header.id,
    { keepOpened: dateFixed ? ['date'] : [] },
  );
  const leaveQuestion = useLeaveGuard(isDirty && savedId === null, draft.forget);
  useEffect(() => {
    if (savedId !== null) onDone(savedId);
  }, [savedId, onDone]);
  const { type } = base.header;
  const creating = base.header.id === '';
  const label = voucherTypeLabel(type);
  const dateLocked = !creating || !allowed('otherDates');
  const position = useMoneyPosition(form.control, base);

  // Taking cash below zero (a bank beyond its overdraft) is asked first, unless the company refuses it outright.
  const submit = (confirmed: boolean) =>
    form.handleSubmit((values) => {
      if (save.isPending) return;
      const found = confirmed || position?.refuse ? [] : shortfallsOf(position, values, base);
      if (found.length > 0) {
        setAsking(found);
        return;
      }
      setRefusal(null);
      const voucher = toVoucher(values, base);
      save.mutate(
        { voucher, traCheck: creating ? 1 : 2, idempotencyKey: attempt.keyFor(voucher) },
        {
          onSuccess: (answer) => {
            attempt.saved();
            draft.forget();
            const id = String(answer.recordId ?? base.header.id);
            showDoneToast(`${label} ${id} saved.`);
            setSavedId(id);
          },
          onError: (failure) => {
            const error = toApiError(failure);
            for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
              form.setError(formPath(path), { message });
            if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
          },
        },
      );
    });

  const idOf = (name: string) => `voucher-${name.replace(/\./g, '-')}`;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {creating ? `New ${label.toLowerCase()}` : `Edit ${label.toLowerCase()} ${base.header.id}`}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(false)(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '72rem' }}
      >
        <DraftNotice restoredAt={draft.restoredAt} onDiscard={draft.discard} />
        <RefusalAlert text={refusal} />
        <div className="voucher-header">
          {headerFields(type, mode).map((field) => (
            <FormField
              key={field.name}
              field={field}
              name={field.name}
              id={idOf(field.name)}
              form={form}
              readOnly={field.name === 'date' && dateLocked}
            />
          ))}
        </div>
        {dateLocked && creating && (
          <p className="form-text mt-n2">
            Vouchers are dated today: entering other dates needs the "other dates" right.
          </p>
        )}
        {type !== 'TRA' && (
          <FormField field={linesField(type)} name="lines" id="voucher" form={form} readOnly={false} />
        )}
        <VoucherTotals type={type} control={form.control} />
        <ShortfallWarning control={form.control} base={base} position={position} />
        <SaveAndBack saving={save.isPending || isSubmitting} onBack={() => onDone(null)} />
      </Form>
      {asking && (
        <ConfirmDialog
          title="Save with money beyond its limit?"
          text={`${asking.map(shortfallText).join(' ')} Save the ${label.toLowerCase()} anyway?`}
          confirmLabel="Save anyway"
          onConfirm={() => {
            setAsking(null);
            void submit(true)();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
