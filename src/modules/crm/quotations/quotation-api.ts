import { useMutation, useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { useOneDocument, usePeriodDocuments } from '../../../kits/trade-documents/document-queries';
import { useDocumentAction, useSaveDocument } from '../../../kits/trade-documents/document-writes';
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

export const useCrmQuotationList = (from: string, to: string) =>
  usePeriodDocuments<CrmQuotationHeader>(KEY, API.list, from, to);

/** One quotation; read even for a new one (an empty id), whose answer the screen leaves unused. */
export const useCrmQuotation = (recordId: string) =>
  useOneDocument<CrmQuotationAnswer>(KEY, API.one, recordId, { enabled: true });

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

export const useSaveCrmQuotation = () => useSaveDocument(KEY, API.save, (body: QuotationSaveBody) => ({ ...body }));

export function useCrmQuotationApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.list<CrmQuotationHeader>(API.approvalQueue),
  });
}

export const useApproveCrmQuotation = () => useDocumentAction(KEY, API.approve, 'settled');

export function usePrintCrmQuotation() {
  return useMutation({ mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)) });
}

export function useMailCrmQuotation() {
  return useMutation({
    mutationFn: ({ recordId, address }: { recordId: number; address: string }) =>
      dataProvider.write(API.mail, { recordId, detail: address }),
  });
}
