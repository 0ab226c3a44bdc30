import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { CrmLead } from '../domain/lead-types';
import { sendDto } from '../leads/lead-api';
import { CRM_QUOTATION_ENDPOINTS as API, CRM_QUOTATION_RESOURCE as KEY } from './quotation-endpoints';
import type {
  CrmQuotationAnswer,
  CrmQuotationHeader,
  QuotationRequirements,
  QuotationRequirementsAnswer,
  QuotationSaveBody,
  QuotedLead,
} from './quotation-types';

export function useCrmQuotationList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<CrmQuotationHeader[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });
}

export function useCrmQuotation(recordId: string) {
  return useQuery({
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<CrmQuotationAnswer>(API.one, recordId),
  });
}

const quotedLead = (lead: CrmLead): QuotedLead => ({
  id: lead.id,
  company: lead.company,
  name: `${lead.first_name} ${lead.last_name}`.trim(),
  email: lead.business_email,
  partyId: lead.party_id,
  owner: lead.lead_owner,
});

/**
 * The parties, items, lists, taxes and sales people (the contract's requirements take the user alone); with `leadId`,
 * the lead to quote, read from the lead world's own route (null when there is no such lead).
 */
export function useCrmQuotationRequirements(leadId: string | null) {
  return useQuery({
    queryKey: [KEY, 'requirements', leadId ?? ''],
    queryFn: async (): Promise<QuotationRequirements> => {
      const id = Number(leadId);
      const [requirements, lead] = await Promise.all([
        dataProvider.read<QuotationRequirementsAnswer>(API.requirements),
        leadId && Number.isInteger(id) && id > 0 ? sendDto<CrmLead | null>(LEAD_ROUTES.lead, { id }) : null,
      ]);
      return { ...requirements, lead: lead ? quotedLead(lead) : null };
    },
    staleTime: 0,
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
};

export function useSaveCrmQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuotationSaveBody; idempotencyKey?: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCrmQuotationApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.list<CrmQuotationHeader>(API.approvalQueue),
  });
}

export function useApproveCrmQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.approve, String(recordId)),
    onSettled: refresh,
  });
}

export function usePrintCrmQuotation() {
  return useMutation({ mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)) });
}

export function useMailCrmQuotation() {
  return useMutation({
    mutationFn: ({ recordId, address }: { recordId: number; address: string }) =>
      dataProvider.write(API.mail, { recordId, detail: address }),
  });
}
