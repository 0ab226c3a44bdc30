import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadName } from '../domain/lead-rules';
import type { CrmLead } from '../domain/lead-types';
import { useLeadMasters, useLeadRead, type LeadMasters } from './lead-api';
import { LeadAssign } from './lead-assign';
import { LeadBoard } from './lead-board';
import { LeadForm } from './lead-form';
import { LeadTable, type ListedLead } from './lead-table';
import { LeadView } from './lead-view';

function OpenLead({ id, masters, onDone }: { id: number; masters: LeadMasters; onDone: () => void }) {
  const answer = useLeadRead<CrmLead | null>(LEAD_ROUTES.lead, { id });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (answer.isPending) return <Loading label="Loading the lead…" />;
  if (!answer.data) return <p role="alert">There is no lead {id}.</p>;
  return <LeadView key={id} lead={answer.data} masters={masters} onDone={onDone} />;
}

/** Leads (/crm/crm-leads): the list beside the pipeline board; `?record=<id>` opens one, `?record=new` adds one. */
export function LeadsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const title = useCurrentScreen()?.title ?? 'Leads';
  const masters = useLeadMasters();
  const leads = useLeadRead<ListedLead[]>(LEAD_ROUTES.leads);
  const filters = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: filters.control, name: 'search' });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const choose = useCallback(
    (id: number, on: boolean) =>
      setChosen((previous) => {
        const next = new Set(previous);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  const open = useCallback((id: number) => change({ record: String(id) }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (masters.error) return <LoadFailed message={toApiError(masters.error).message} onRetry={masters.refetch} />;
  if (!masters.data) return <Loading label="Loading the lead masters…" />;
  if (record === 'new') return <LeadForm kind="Lead" masters={masters.data} lead={null} onDone={back} onSaved={open} />;
  if (record) return <OpenLead id={Number(record)} masters={masters.data} onDone={back} />;
  if (leads.error) return <LoadFailed message={toApiError(leads.error).message} onRetry={() => void leads.refetch()} />;
  if (!leads.data) return <Loading label="Loading the leads…" />;
  const needle = search.trim().toLowerCase();
  const rows = leads.data.filter(
    (row) =>
      !needle ||
      `${leadName(row)} ${row.company} ${row.phonenumber} ${row.business_email}`.toLowerCase().includes(needle),
  );
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {allowed('create') && <Button onClick={() => change({ record: 'new' })}>New lead</Button>}
      </div>
      <Field form={filters} name="search" id="leads-search" label="Find a lead" type="search" />
      {leads.data.length === 0 ? (
        <p>No lead yet. Add one, or convert a web enquiry from Contact submissions.</p>
      ) : (
        <div className="row g-3">
          <div className="col-12 col-xxl-5">
            {chosen.size > 0 && (
              <LeadAssign chosen={[...chosen]} owners={masters.data.owners} onDone={() => setChosen(new Set())} />
            )}
            <LeadTable
              rows={rows}
              masters={masters.data}
              onOpen={open}
              chosen={chosen}
              onChoose={allowed('modify') ? choose : undefined}
            />
          </div>
          <div className="col-12 col-xxl-7">
            <LeadBoard leads={rows} masters={masters.data} onOpen={open} />
          </div>
        </div>
      )}
    </div>
  );
}
