import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { toApiError } from '../../lib/api/api-error';
import { dataProvider } from '../../lib/api/data-provider';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';
import type { ListRow } from '../list/list-rows';
import type { ResourceDeclaration } from '../resource';
import { useScreenPermission } from '../use-screen-permission';
import { isApprovedStatus, isCancelledStatus, isPendingStatus } from './document';

/** Approve (98) a pending document, and print it (7 the first time, 8 after), each only with its code. */
export function DocumentActions({
  resource,
  row,
  onPrint,
}: {
  resource: ResourceDeclaration;
  row: ListRow;
  onPrint: (key: string) => void;
}) {
  const rules = resource.document!;
  const allowed = useScreenPermission();
  const queryClient = useQueryClient();
  const status = row.record[rules.status];
  const printed = Number(row.record[rules.print.countField] ?? 0) > 0;
  const act = useMutation({
    mutationFn: (endpoint: string) => dataProvider.action(endpoint, row.key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource.name] }),
  });
  const approve = () =>
    act.mutate(rules.approval!.endpoint, {
      onSuccess: () => showDoneToast(`${resource.singular} ${row.label} approved.`),
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    });
  const print = () =>
    act.mutate(rules.print.endpoint, {
      onSuccess: () => onPrint(row.key),
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    });
  const canPrint = !isCancelledStatus(rules, status) && allowed(printed ? 'reprint' : 'print');
  return (
    <>
      {rules.approval && isPendingStatus(rules, status) && allowed('approve') && (
        <Button
          size="sm"
          variant="outline-success"
          className="me-2"
          onClick={approve}
          disabled={act.isPending}
          aria-label={`Approve ${row.label}`}
        >
          Approve
        </Button>
      )}
      {canPrint && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-2"
          onClick={print}
          disabled={act.isPending}
          aria-label={`${printed ? 'Reprint' : 'Print'} ${row.label}`}
        >
          {printed ? 'Reprint' : 'Print'}
        </Button>
      )}
    </>
  );
}

/** Documents: edit only while not cancelled (nor approved, where approval applies); cancel instead of delete. */
export function documentAllows(resource: ResourceDeclaration, row: ListRow): { edit: boolean; cancel: boolean } {
  const rules = resource.document;
  if (!rules) return { edit: true, cancel: true };
  const status = row.record[rules.status];
  const locked = isCancelledStatus(rules, status) || (!!rules.approval && isApprovedStatus(rules, status));
  return { edit: !locked, cancel: !isCancelledStatus(rules, status) };
}
