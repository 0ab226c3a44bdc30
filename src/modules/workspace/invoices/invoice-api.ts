import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import type { Invoice } from './invoice-types';

const KEY = 'apps.invoices';
const path = (id: string) => `api/invoices/${encodeURIComponent(id)}`;

/** Every invoice of the company, newest order first (GET /api/invoices). */
export function useInvoiceList() {
  return useQuery({
    queryKey: [KEY, 'list'],
    queryFn: () => apiClient.get<Invoice[] | null>('api/invoices').then((response) => response.data ?? []),
  });
}

/** One invoice (GET /api/invoices/{id}); a 404 fails with the server's message. */
export function useInvoice(id: string) {
  return useQuery({
    enabled: id !== '',
    queryKey: [KEY, 'one', id],
    queryFn: () => apiClient.get<Invoice>(path(id)).then((response) => response.data),
    retry: false,
  });
}

/** Creates (POST /api/invoices/ with the client's id) or replaces (PUT /api/invoices/{id}) a whole invoice. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoice, creating }: { invoice: Invoice; creating: boolean }) =>
      (creating
        ? apiClient.post<Invoice>('api/invoices/', invoice)
        : apiClient.put<Invoice>(path(invoice.id), invoice)
      ).then((response) => response.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Deletes an invoice (DELETE /api/invoices/{id}). */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(path(id)).then(() => id),
    // The deleted invoice's own query is only marked stale: refetching it while its screen closes would fail.
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [KEY, 'one', id], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: [KEY, 'list'] }),
      ]),
  });
}
