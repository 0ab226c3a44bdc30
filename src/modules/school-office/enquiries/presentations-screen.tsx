import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import type { Enquiry, Presentation } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryRead } from './enquiry-api';
import { addDays, todayOf } from './enquiry-format';
import { PresentationForm } from './presentation-form';
import { PresentationList } from './presentation-list';

function OpenPresentation({ record, onDone }: { record: string; onDone: () => void }) {
  const answer = useEnquiryRead<Presentation | null>(FD_ROUTES.presentation, { recordId: record });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (answer.isPending) return <Loading label="Loading the presentation…" />;
  if (!answer.data) return <p role="alert">There is no presentation {record}.</p>;
  return <PresentationForm key={record} presentation={answer.data} from={null} onDone={onDone} />;
}

/** A new presentation, for the enquiry named in the URL when there is one (its family's details filled in). */
function NewPresentation({ enquiryNo, onDone }: { enquiryNo: string; onDone: () => void }) {
  const enquiry = useEnquiryRead<Enquiry | null>(FD_ROUTES.call, { recordId: enquiryNo }, enquiryNo !== '');
  if (enquiryNo !== '' && enquiry.isPending && !enquiry.error) return <Loading label="Loading the enquiry…" />;
  return <PresentationForm presentation={null} from={enquiry.data ?? null} onDone={onDone} />;
}

/**
 * Presentations (/front-desk/fd-presentations): campus tours and demo classes booked for a family (often from an
 * enquiry, `?enquiry=<enquiryNo>`), then their outcome. The period is of the day they take place.
 */
export function PresentationsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = todayOf();
  const from = params.get('from') ?? addDays(today, -30);
  const to = params.get('to') ?? addDays(today, 30);
  const record = params.get('record');
  const back = useCallback(() => change({ record: null, enquiry: null }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (record === 'new') return <NewPresentation enquiryNo={params.get('enquiry') ?? ''} onDone={back} />;
  if (record) return <OpenPresentation record={record} onDone={back} />;
  return (
    <PresentationList
      from={from}
      to={to}
      status={params.get('status') ?? ''}
      onFilter={(values) => change(values)}
      onOpen={(presentationNo) => change({ record: presentationNo })}
    />
  );
}
