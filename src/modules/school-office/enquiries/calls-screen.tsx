import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useCallRequirements, useEnquiryRead, type CallRequirements } from './enquiry-api';
import { addDays, todayOf } from './enquiry-format';
import { CallForm } from './call-form';
import { CallList } from './call-list';
import { CallView } from './call-view';

function OpenCall({
  record,
  requirements,
  onDone,
}: {
  record: string;
  requirements: CallRequirements;
  onDone: () => void;
}) {
  const answer = useEnquiryRead<Enquiry | null>(FD_ROUTES.call, { recordId: record });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (answer.isPending) return <Loading label="Loading the enquiry…" />;
  if (!answer.data) return <p role="alert">There is no enquiry {record}.</p>;
  return <CallView key={record} enquiry={answer.data} requirements={requirements} onDone={onDone} />;
}

/**
 * Calls (/front-desk/fd-calls) and the shared Enquiry entry (/front-desk/entry): the period's enquiries with the due
 * follow-ups, one opened (`?record=<enquiryNo>`) with its follow-ups, closing and conversion, or a new one
 * (`?record=new`).
 */
export function CallsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const requirements = useCallRequirements();
  const today = todayOf();
  const from = params.get('from') ?? addDays(today, -30);
  const to = params.get('to') ?? today;
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  const opened = useCallback((enquiryNo: string) => change({ record: enquiryNo }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (record) {
    if (requirements.error)
      return (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      );
    if (!requirements.data) return <Loading label="Loading the enquiry desk…" />;
    if (record === 'new')
      return <CallForm requirements={requirements.data} enquiry={null} onDone={back} onSaved={opened} />;
    return <OpenCall record={record} requirements={requirements.data} onDone={back} />;
  }
  return (
    <CallList
      from={from}
      to={to}
      status={params.get('status') ?? ''}
      dueOnly={params.get('due') === '1'}
      onFilter={(values) => change(values)}
      onOpen={(enquiryNo) => change({ record: enquiryNo })}
    />
  );
}
