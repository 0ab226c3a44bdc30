import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { toApiError } from '../../../lib/api/api-error';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { CrmLead, LeadKind } from '../domain/lead-types';
import { useLeadRead, type LeadMasters } from './lead-api';
import { LeadForm } from './lead-form';
import type { LeadListScreen } from './use-lead-list-screen';
import { LeadView } from './lead-view';

/** How each kind names one of its records and where it reads one. */
const RECORDS = {
  Lead: { noun: 'lead', route: LEAD_ROUTES.lead },
  Cus: { noun: 'customer', route: LEAD_ROUTES.customer },
} as const satisfies Record<LeadKind, { noun: string; route: string }>;

interface OpenProps {
  kind: LeadKind;
  id: number;
  masters: LeadMasters;
  onDone: () => void;
}

function OpenLeadRecord({ kind, id, masters, onDone }: OpenProps) {
  const { noun, route } = RECORDS[kind];
  const answer = useLeadRead<CrmLead | null>(route, { id });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (answer.isPending) return <Loading label={`Loading the ${noun}…`} />;
  if (!answer.data)
    return (
      <p role="alert">
        There is no {noun} {id}.
      </p>
    );
  return <LeadView key={id} lead={answer.data} masters={masters} onDone={onDone} />;
}

interface GateProps {
  screen: LeadListScreen;
  kind: LeadKind;
  mastersLabel: string;
  /** The list, once the masters are there and no record is open. */
  children: (masters: LeadMasters) => ReactNode;
}

/** The record the URL opens (a new one only with the right to create), else the list, each once the masters came. */
export function LeadRecordGate({ screen, kind, mastersLabel, children }: GateProps) {
  const { record, allowed, masters, back, open } = screen;
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (masters.error) return <LoadFailed message={toApiError(masters.error).message} onRetry={masters.refetch} />;
  if (!masters.data) return <Loading label={mastersLabel} />;
  if (record === 'new') return <LeadForm kind={kind} masters={masters.data} lead={null} onDone={back} onSaved={open} />;
  if (record) return <OpenLeadRecord kind={kind} id={Number(record)} masters={masters.data} onDone={back} />;
  return <>{children(masters.data)}</>;
}
