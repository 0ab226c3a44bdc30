import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { markProblems } from '../../../components/form/rule-checks';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { leadDto } from '../domain/lead-dto';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { refusalField } from '../domain/lead-rules';
import type { CrmLead, LeadKind } from '../domain/lead-types';
import { options, useLeadWrite, type LeadMasters } from './lead-api';
import { leadInputOf, leadSchema, leadValuesOf, type LeadValues } from './lead-form-values';
import { LeaveGuard } from './leave-guard';
import { PersonFields } from './person-fields';

interface Props {
  kind: LeadKind;
  masters: LeadMasters;
  /** null: a new lead or customer. */
  lead: CrmLead | null;
  onDone: () => void;
  onSaved?: (id: number) => void;
  /** Inside the lead's view, which asks before leaving for all its forms (the router keeps one question). */
  onDirty?: (dirty: boolean) => void;
}

const ROUTES = {
  Cus: { create: LEAD_ROUTES.saveCustomer, change: LEAD_ROUTES.updateCustomer },
  Lead: { create: LEAD_ROUTES.saveLead, change: LEAD_ROUTES.updateLead },
} as const;

/** A lead's (or lead-world customer's) details: who, how to reach them, the source, owner, stage and status. */
export function LeadForm({ kind, masters, lead, onDone, onSaved, onDirty }: Props) {
  const id = useId();
  const creating = lead === null;
  const noun = kind === 'Cus' ? 'customer' : 'lead';
  const form = useForm<LeadValues>({ resolver: zodResolver(leadSchema), defaultValues: leadValuesOf(lead) });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(ROUTES[kind][creating ? 'create' : 'change']);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  const [created, setCreated] = useState<number | null>(null);
  const dirty = created === null && form.formState.isDirty;
  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  // Once: to the new record, or back to the list when the answer has no id (the real server answers with no body).
  const moved = useRef(false);
  useEffect(() => {
    if (created === null || moved.current) return;
    moved.current = true;
    if (created > 0) onSaved?.(created);
    else onDone();
  }, [created, onSaved, onDone]);
  const send = (values: LeadValues) => {
    setGeneral(null);
    void submit(async () => {
      const draft = leadInputOf(values);
      const body = leadDto(lead, draft, kind);
      let answer: Record<string, unknown> | null;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = refusalField(message);
        if (field && field in values) markProblems(form, { [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(creating ? `The ${noun} ${draft.first_name} ${draft.last_name} was added.` : 'Changes saved.');
      if (creating) setCreated(Number(answer?.id ?? 0));
      else form.reset(values);
    });
  };
  const check = form.handleSubmit(send, () => setGeneral(null));
  const canSave = allowed(creating ? 'create' : 'modify');
  const pick = (name: 'lead_source' | 'lead_stage' | 'lead_status', label: string, list: LeadMasters['sources']) => (
    <Field form={form} name={name} id={`${id}-${name}`} label={label} options={options(list)} />
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      {creating ? (
        <h1 id={`${id}-title`} className="h3 mb-3">
          New {noun}
        </h1>
      ) : (
        <h2 id={`${id}-title`} className="h5 mb-3">
          Details
        </h2>
      )}
      <Form noValidate onSubmit={(event) => void check(event)} style={{ maxWidth: '60rem' }}>
        <RefusalAlert text={general} />
        <PersonFields
          form={form}
          id={id}
          last={<Field form={form} name="zipcode" id={`${id}-zipcode`} label="PIN code" />}
        />
        <div className="d-flex flex-wrap gap-3">
          {pick('lead_source', 'Source', masters.sources)}
          <Field
            form={form}
            name="lead_owner"
            id={`${id}-owner`}
            label="Owner"
            choose="Unassigned"
            options={masters.owners.map((one) => ({ value: one.empno, label: one.empname }))}
          />
          {pick('lead_stage', 'Stage', masters.stages)}
          {pick('lead_status', 'Status', masters.statuses)}
        </div>
        <Field form={form} name="description" id={`${id}-description`} label="Requirement" type="textarea" rows={2} />
        <FormActions
          canSave={canSave}
          saving={saving}
          onBack={onDone}
          saveLabel={creating ? `Save ${noun}` : 'Save changes'}
        />
      </Form>
      {!onDirty && <LeaveGuard dirty={dirty} />}
    </section>
  );
}
