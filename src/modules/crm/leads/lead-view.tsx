import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { CRM } from '../../../menus/catalogue/crm';
import { leadDto } from '../domain/lead-dto';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { leadName } from '../domain/lead-rules';
import type { CrmLead } from '../domain/lead-types';
import { nameIn, useLeadWrite, type LeadMasters } from './lead-api';
import { LeadCalls } from './lead-calls';
import { LeadForm } from './lead-form';

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * One lead: its details, "Quote" (crm-quotations prefilled), "Convert to customer" (D1: its party linked) and its
 * follow-ups.
 */
export function LeadView({ lead, masters, onDone }: { lead: CrmLead; masters: LeadMasters; onDone: () => void }) {
  const allowed = useScreenPermission();
  const { can } = usePermissions();
  const [dirtyDetails, setDirtyDetails] = useState(false);
  const [dirtyCall, setDirtyCall] = useState(false);
  const leaveQuestion = useLeaveGuard(dirtyDetails || dirtyCall);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const convert = useLeadWrite(LEAD_ROUTES.updateLead);
  const [key] = useState(randomKey);
  const onDetails = useCallback((dirty: boolean) => setDirtyDetails(dirty), []);
  const onCall = useCallback((dirty: boolean) => setDirtyCall(dirty), []);
  const isLead = lead.type_lead_cus === 'Lead';
  const canQuote = can(withTransaction(CRM.crmQuotations.code!, 'create'));
  const doConvert = () =>
    convert.mutate(
      { body: leadDto(lead, { type_lead_cus: 'Cus' }, 'Cus'), idempotencyKey: key },
      {
        onSuccess: () => (setAsking(false), showDoneToast(`${leadName(lead)} is now a customer.`)),
        onError: (error) => (setAsking(false), setRefused(toApiError(error).message)),
      },
    );
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          {isLead ? 'Lead' : 'Customer'} {lead.id}: {leadName(lead)}
          {lead.company ? `, ${lead.company}` : ''} ({nameIn(masters.stages, lead.lead_stage)})
        </h1>
        {canQuote && (
          <Link className="btn btn-outline-primary" to={`/${CRM.crmQuotations.path}?lead=${lead.id}`}>
            Quote
          </Link>
        )}
        {isLead && allowed('modify') && (
          <Button variant="success" onClick={() => (setRefused(null), setAsking(true))}>
            Convert to customer
          </Button>
        )}
      </div>
      {!isLead && lead.party_id && <p>Linked to party {lead.party_id} for quotations, orders and invoices.</p>}
      {refused && (
        <p role="alert" className="text-danger">
          {refused}
        </p>
      )}
      <LeadForm kind={lead.type_lead_cus} masters={masters} lead={lead} onDone={onDone} onDirty={onDetails} />
      <LeadCalls leadId={lead.id} masters={masters} onDirty={onCall} />
      {asking && (
        <ConfirmDialog
          title="Convert to customer"
          text={`${leadName(lead)} becomes a customer and is linked to a party for quotations, orders and invoices.`}
          confirmLabel="Convert"
          busy={convert.isPending}
          onConfirm={doConvert}
          onCancel={() => setAsking(false)}
        />
      )}
      {leaveQuestion}
    </div>
  );
}
