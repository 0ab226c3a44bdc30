import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useDeleteMails, useMails, useMarkMails } from './mail-api';
import { MailReader } from './mail-reader';
import { inboxCaption, matchingMails } from './mail-search';
import { MailTable } from './mail-table';
import { MailToolbar } from './mail-toolbar';
import type { Mail, MailMarks } from './mail-types';

/**
 * The inbox (/inbox and /dashboard/misinbox): the company's mails with search, selection, read and
 * star marks and delete, all kept by the server; the open mail (`?mail=<id>`) shows beside the list,
 * or instead of it on phones and tablets.
 */
export function InboxScreen() {
  const title = useCurrentScreen()?.title ?? 'Inbox';
  const mails = useMails();
  const rowMarks = useMarkMails();
  const actionMarks = useMarkMails();
  const remove = useDeleteMails();
  const [params, setParams] = useSearchParams();
  const openId = params.get('mail');
  const filters = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: filters.control, name: 'search' });
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const all = useMemo(() => mails.data ?? [], [mails.data]);
  const shown = useMemo(() => matchingMails(all, search), [all, search]);
  const selectedIds = shown.filter((mail) => mail.selected).map((mail) => mail.id);
  const open = all.find((mail) => mail.id === openId) ?? null;

  const failed = useCallback((error: unknown) => {
    const problem = toApiError(error);
    if (!problem.isNetwork && !problem.isSessionOver) setFailure(problem.message);
  }, []);
  const showMail = useCallback(
    (id: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('mail');
        else next.set('mail', id);
        return next;
      }),
    [setParams],
  );

  /** A row's own checkbox or star: every click counts (a checkbox toggles back on a second click). */
  const markRow = (ids: readonly string[], marks: MailMarks) => {
    setFailure(null);
    rowMarks.mutate({ ids, marks }, { onError: failed });
  };
  /** The toolbar's and the reading pane's actions: a repeat while one is on its way is ignored. */
  const act = (ids: readonly string[], marks: MailMarks) => {
    if (actionMarks.isPending || ids.length === 0) return;
    setFailure(null);
    actionMarks.mutate({ ids, marks }, { onError: failed });
  };
  const openMail = (mail: Mail) => {
    showMail(mail.id);
    if (!mail.read) markRow([mail.id], { read: true });
  };
  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    setFailure(null);
    remove.mutate(deleting, {
      onSuccess: (_answers, ids) => {
        showDoneToast(ids.length === 1 ? 'The mail was deleted.' : `${ids.length} mails were deleted.`);
        if (openId !== null && ids.includes(openId)) showMail(null);
      },
      onError: failed,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {mails.isPending ? (
        <Loading label="Loading the mails…" />
      ) : mails.isError ? (
        <LoadFailed message={toApiError(mails.error).message} onRetry={() => void mails.refetch()} />
      ) : (
        <div className="row g-3">
          <div className={openId === null ? 'col-lg-5' : 'col-lg-5 d-none d-lg-block'}>
            <MailToolbar
              form={filters}
              selected={selectedIds.length}
              shown={shown.length}
              onSelectAll={(selected) =>
                markRow(
                  shown.filter((mail) => mail.selected !== selected).map((mail) => mail.id),
                  { selected },
                )
              }
              onMark={(marks) => act(selectedIds, marks)}
              onDelete={() => setDeleting(selectedIds)}
            />
            {shown.length === 0 ? (
              <p>{all.length === 0 ? 'The inbox is empty.' : 'No mail matches the search.'}</p>
            ) : (
              <MailTable
                mails={shown}
                caption={inboxCaption(all, shown)}
                openId={openId}
                onOpen={openMail}
                onMark={markRow}
              />
            )}
          </div>
          <div className={openId === null ? 'col-lg-7 d-none d-lg-block' : 'col-lg-7'}>
            {open ? (
              <MailReader
                key={open.id}
                mail={open}
                onMark={(marks) => act([open.id], marks)}
                onDelete={() => setDeleting([open.id])}
                onClose={() => showMail(null)}
              />
            ) : openId !== null ? (
              <Alert variant="warning">
                This mail is not in the inbox any more.{' '}
                <Button variant="link" className="p-0 align-baseline" onClick={() => showMail(null)}>
                  Back to the list
                </Button>
              </Alert>
            ) : (
              <p className="text-muted border rounded p-4 text-center">Choose a mail to read it.</p>
            )}
          </div>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title={deleting.length === 1 ? 'Delete mail' : 'Delete mails'}
          text={
            deleting.length === 1
              ? `Delete "${all.find((mail) => mail.id === deleting[0])?.subject ?? deleting[0]}"? It cannot be brought back.`
              : `Delete the ${deleting.length} selected mails? They cannot be brought back.`
          }
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
