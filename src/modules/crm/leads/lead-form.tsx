import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadProblems, refusalField, type LeadProblems } from '../domain/lead-rules';
import type { CrmLead, LeadInput, LeadKind } from '../domain/lead-types';
import { options, useLeadWrite, type LeadMasters } from './lead-api';
import { LeaveGuard } from './leave-guard';

const EMPTY: LeadInput = {
  lead_owner: '',
  company: '',
  first_name: '',
  last_name: '',
  title: '',
  description: '',
  business_email: '',
  phonenumber: '',
  website: '',
  industry: '',
  lead_status: 1,
  lead_source: 0,
  lead_stage: 1,
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'India',
};
const draftOf = (lead: CrmLead | null): LeadInput =>
  lead
    ? (Object.fromEntries(Object.keys(EMPTY).map((key) => [key, lead[key as keyof LeadInput]])) as unknown as LeadInput)
    : EMPTY;

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

/** A lead's (or lead-world customer's) details: who, how to reach them, the source, owner, stage and status. */
export function LeadForm({ kind, masters, lead, onDone, onSaved, onDirty }: Props) {
  const id = useId();
  const creating = lead === null;
  const noun = kind === 'Cus' ? 'customer' : 'lead';
  const [initial, setInitial] = useState(() => draftOf(lead));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<LeadProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const route =
    kind === 'Cus'
      ? creating
        ? LEAD_ROUTES.saveCustomer
        : LEAD_ROUTES.updateCustomer
      : creating
        ? LEAD_ROUTES.saveLead
        : LEAD_ROUTES.updateLead;
  const save = useLeadWrite(route);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  const [created, setCreated] = useState<number | null>(null);
  const dirty = created === null && JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  useEffect(() => {
    if (created !== null) onSaved?.(created);
  }, [created, onSaved]);
  const set = (patch: Partial<LeadInput>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found = leadProblems(draft);
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { ...(lead ?? {}), ...draft, type_lead_cus: lead?.type_lead_cus ?? kind };
      let answer: Record<string, unknown> | null;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = refusalField(message);
        if (field) setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(creating ? `The ${noun} ${draft.first_name} ${draft.last_name} was added.` : 'Changes saved.');
      if (creating) setCreated(Number(answer?.id ?? 0));
      else setInitial(draft);
    });
  };
  const canSave = allowed(creating ? 'create' : 'modify');
  const field = (name: keyof LeadInput, label: string, type: 'text' | 'email' | 'tel' = 'text') => (
    <InputField
      id={`${id}-${name}`}
      label={label}
      type={type}
      value={String(draft[name])}
      onChange={(value) => set({ [name]: value })}
      error={problems[name]}
    />
  );
  const pick = (name: 'lead_source' | 'lead_stage' | 'lead_status', label: string, list: LeadMasters['sources']) => (
    <SelectField
      id={`${id}-${name}`}
      label={label}
      value={draft[name] ? String(draft[name]) : ''}
      onChange={(value) => set({ [name]: Number(value) })}
      error={problems[name]}
      options={options(list)}
    />
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
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3">
          {field('first_name', 'First name')}
          {field('last_name', 'Last name')}
          {field('title', 'Title')}
          {field('company', 'Company')}
        </div>
        <div className="d-flex flex-wrap gap-3">
          {field('phonenumber', 'Phone', 'tel')}
          {field('business_email', 'Business e-mail', 'email')}
          {field('city', 'City')}
          {field('zipcode', 'PIN code')}
        </div>
        <div className="d-flex flex-wrap gap-3">
          {pick('lead_source', 'Source', masters.sources)}
          <SelectField
            id={`${id}-owner`}
            label="Owner"
            placeholder="Unassigned"
            value={draft.lead_owner}
            onChange={(lead_owner) => set({ lead_owner })}
            options={masters.owners.map((one) => ({ value: one.empno, label: one.empname }))}
          />
          {pick('lead_stage', 'Stage', masters.stages)}
          {pick('lead_status', 'Status', masters.statuses)}
        </div>
        <TextAreaField
          id={`${id}-description`}
          label="Requirement"
          rows={2}
          value={draft.description}
          onChange={(description) => set({ description })}
        />
        <div className="d-flex flex-wrap gap-2">
          {canSave && (
            <LoadingButton loading={saving} loadingText="Saving">
              {creating ? `Save ${noun}` : 'Save changes'}
            </LoadingButton>
          )}
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {!onDirty && <LeaveGuard dirty={dirty} />}
    </section>
  );
}
