import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, format, parseISO } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { issueNumbers, issueSchema, stepKeyOf, type IssueValues } from './issue-form-values';
import { useOutsourcingWrite } from './outsourcing-api';
import { OUTSOURCING_ROUTES as R, type OutsourceRequirements } from './outsourcing-wire';

/** Sends a waiting batch step to an outsourcer: the quantity, the agreed rate, the day sent and expected back. */
export function IssueForm({
  requirements,
  onDirty,
}: {
  requirements: OutsourceRequirements;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const form = useForm<IssueValues>({
    resolver: zodResolver(issueSchema(requirements.steps)),
    defaultValues: { step: '', outsource: '', qty: '', rate: '', dat: requirements.dat, expectedDate: '' },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useOutsourcingWrite(R.issue);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const typed = useWatch({ control: form.control, name: ['step', 'outsource', 'qty', 'rate'] });
  // The days alone are not a change worth asking about.
  const dirty = typed.some((value) => value !== '');
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const chooseStep = (value: string) => {
    const chosen = requirements.steps.find((one) => stepKeyOf(one) === value);
    if (chosen) form.setValue('qty', String(chosen.qty), { shouldDirty: true });
  };
  const chooseOutsource = (value: string) => {
    const chosen = requirements.outsources.find((one) => String(one.recordId) === value);
    const dat = form.getValues('dat');
    if (chosen && dat)
      form.setValue('expectedDate', format(addDays(parseISO(dat), chosen.leadDays), 'yyyy-MM-dd'), {
        shouldDirty: true,
      });
  };
  const send = form.handleSubmit((values) => {
    const step = requirements.steps.find((one) => stepKeyOf(one) === values.step);
    if (!step) return;
    return submit(async () => {
      const { qty, rate } = issueNumbers(values);
      const body = {
        header: {
          batchid: step.batchId,
          sno: step.sno,
          outsource: Number(values.outsource),
          qty,
          dat: values.dat,
          expectedDate: values.expectedDate,
          rate,
        },
        traCheck: 1,
      };
      let seq: string;
      try {
        seq = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        // Only a quantity beyond what the step has waiting ("queued:") names a field.
        setGeneral(refusalBeside(form, error, (message) => (message.includes('queued:') ? 'qty' : null)));
        return;
      }
      attempt.saved();
      showDoneToast(`${seq}: step ${step.sno} (${step.processName}) of batch ${step.batchNo} sent out.`);
      form.reset({ ...form.getValues(), step: '', outsource: '', qty: '', rate: '', expectedDate: '' });
    });
  });
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setGeneral(null);
        void send(event);
      }}
      aria-label="Send a step to an outsource"
      className="border rounded p-3"
      style={{ maxWidth: '56rem' }}
    >
      <h2 className="h5">Send a step out ({requirements.seq})</h2>
      <RefusalAlert text={general} />
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="step"
          id={`${id}-step`}
          label="Batch step"
          onChange={chooseStep}
          options={requirements.steps.map((one) => ({
            value: stepKeyOf(one),
            label: `${one.batchNo} step ${one.sno}: ${one.processName}, ${one.qty} ${one.um} ${one.itemName}`,
          }))}
        />
        <Field
          form={form}
          name="outsource"
          id={`${id}-outsource`}
          label="Outsource"
          onChange={chooseOutsource}
          options={requirements.outsources.map((one) => ({
            value: String(one.recordId),
            label: `${one.name} (${one.processes})`,
          }))}
        />
      </div>
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="qty" id={`${id}-qty`} label="Quantity sent" type="number" />
        <Field form={form} name="rate" id={`${id}-rate`} label="Rate per unit" type="money" />
        <Field form={form} name="dat" id={`${id}-dat`} label="Sent on" type="date" />
        <Field form={form} name="expectedDate" id={`${id}-expected`} label="Expected back" type="date" />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Send out
      </LoadingButton>
    </Form>
  );
}
