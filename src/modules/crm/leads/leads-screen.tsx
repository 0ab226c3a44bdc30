import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadName } from '../domain/lead-rules';
import { useLeadRead, type LeadMasters } from './lead-api';
import { LeadAssign } from './lead-assign';
import { LeadBoard } from './lead-board';
import { LeadListFrame } from './lead-list-frame';
import { LeadRecordGate } from './lead-record-gate';
import { LeadTable, type ListedLead } from './lead-table';
import { type LeadListScreen, useLeadListScreen } from './use-lead-list-screen';

interface ListProps {
  screen: LeadListScreen;
  leads: UseQueryResult<ListedLead[]>;
  masters: LeadMasters;
  /** The leads ticked for assigning, kept by the screen while a lead is open. */
  chosen: ReadonlySet<number>;
  onChosen: (chosen: ReadonlySet<number>) => void;
  choose: (id: number, on: boolean) => void;
}

function LeadList({ screen, leads, masters, chosen, onChosen, choose }: ListProps) {
  if (leads.error) return <LoadFailed message={toApiError(leads.error).message} onRetry={() => void leads.refetch()} />;
  if (!leads.data) return <Loading label="Loading the leads…" />;
  const { needle, open, allowed } = screen;
  const rows = leads.data.filter(
    (row) =>
      !needle ||
      `${leadName(row)} ${row.company} ${row.phonenumber} ${row.business_email}`.toLowerCase().includes(needle),
  );
  return (
    <LeadListFrame
      screen={screen}
      newLabel="New lead"
      search={{ id: 'leads-search', label: 'Find a lead' }}
      empty={leads.data.length === 0}
      emptyText="No lead yet. Add one, or convert a web enquiry from Contact submissions."
    >
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          {chosen.size > 0 && (
            <LeadAssign chosen={[...chosen]} owners={masters.owners} onDone={() => onChosen(new Set())} />
          )}
          <LeadTable
            rows={rows}
            masters={masters}
            onOpen={open}
            chosen={chosen}
            onChoose={allowed('modify') ? choose : undefined}
          />
        </div>
        <div className="col-12 col-xxl-7">
          <LeadBoard leads={rows} masters={masters} onOpen={open} />
        </div>
      </div>
    </LeadListFrame>
  );
}

/** Leads (/crm/crm-leads): the list beside the pipeline board; `?record=<id>` opens one, `?record=new` adds one. */
export function LeadsScreen() {
  const screen = useLeadListScreen('Leads');
  const leads = useLeadRead<ListedLead[]>(LEAD_ROUTES.leads);
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
  return (
    <LeadRecordGate screen={screen} kind="Lead" mastersLabel="Loading the lead masters…">
      {(masters) => (
        <LeadList
          screen={screen}
          leads={leads}
          masters={masters}
          chosen={chosen}
          onChosen={setChosen}
          choose={choose}
        />
      )}
    </LeadRecordGate>
  );
}
