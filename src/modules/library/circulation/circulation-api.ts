import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { LIB_KEY, LIB_ROUTES as API } from '../domain/lib-routes';
import type {
  IssueRequirements,
  JournalReceiptsAnswer,
  LibIssue,
  MemberStanding,
  ReturnRequirements,
} from '../domain/library-types';

/** A library write (`{ ...body, usr }` with its Idempotency-Key); every library read is refreshed after it. */
export function useLibWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LIB_KEY] }),
  });
}

export const useIssueRequirements = () =>
  useQuery({
    queryKey: [LIB_KEY, 'issue-requirements'],
    queryFn: () => dataProvider.report<IssueRequirements>(API.issueRequirements, {}),
  });

/** The member's standing (copies held, how many more), for the issue form. */
export const useMemberStanding = (memberKey: string) =>
  useQuery({
    enabled: memberKey !== '',
    queryKey: [LIB_KEY, 'member', memberKey],
    queryFn: () => dataProvider.report<MemberStanding | null>(API.member, { detail: memberKey }),
  });

export const useReturnRequirements = () =>
  useQuery({
    queryKey: [LIB_KEY, 'return-requirements'],
    queryFn: () => dataProvider.report<ReturnRequirements>(API.returnRequirements, {}),
  });

/** The copies a member holds with each one's fine as on today, for the returns form. */
export const useOutstanding = (memberKey: string) =>
  useQuery({
    enabled: memberKey !== '',
    queryKey: [LIB_KEY, 'outstanding', memberKey],
    queryFn: () => dataProvider.report<MemberStanding | null>(API.outstanding, { detail: memberKey }),
  });

export const useJournalReceipts = (from: string, to: string, journal: string) =>
  useQuery({
    queryKey: [LIB_KEY, 'journal-receipts', from, to, journal],
    queryFn: () =>
      dataProvider.report<JournalReceiptsAnswer>(API.journalReceipts, { frmDate: from, toDate: to, detail: journal }),
  });

/** The issues dated in a period, newest first. */
export const useIssues = (from: string, to: string) =>
  useQuery({
    queryKey: [LIB_KEY, 'issues', from, to],
    queryFn: () =>
      dataProvider.report<LibIssue[] | null>(API.issues, { frmDate: from, toDate: to }).then((rows) => rows ?? []),
  });
