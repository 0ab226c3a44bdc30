import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useEnquiry, useEnquiryRequirements } from './enquiry-api';
import { EnquiryForm } from './enquiry-form';
import { EnquiryLetter } from './enquiry-letter';
import { EnquiryList } from './enquiry-list';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function NewEnquiry({ onDone }: { onDone: () => void }) {
  const requirements = useEnquiryRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the suppliers and items…" />;
  return <EnquiryForm requirements={requirements.data} onDone={onDone} />;
}

function Letter({ recordId, mail, onClose }: { recordId: string; mail: boolean; onClose: () => void }) {
  const enquiry = useEnquiry(recordId);
  if (enquiry.isError)
    return <LoadFailed message={toApiError(enquiry.error).message} onRetry={() => void enquiry.refetch()} />;
  if (enquiry.isPending) return <Loading label="Loading the enquiry…" />;
  if (!enquiry.data) return <Alert variant="warning">There is no purchase enquiry {recordId} here.</Alert>;
  return <EnquiryLetter answer={enquiry.data} mail={mail} onClose={onClose} />;
}

/**
 * Purchase enquiries (/procurement/pur-enquiries): the list of a period, a new enquiry (`?record=new`), a letter
 * (`?print=<id>` or `?mail=<id>`).
 */
export function EnquiriesScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const record = params.get('record');
  const letter = params.get('print') ?? params.get('mail');
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const backToList = useCallback(() => change({ record: null, print: null, mail: null }), [change]);
  if (letter) return <Letter recordId={letter} mail={params.has('mail')} onClose={backToList} />;
  if (record === 'new') return allowed('create') ? <NewEnquiry onDone={backToList} /> : <NotPermittedAction />;
  return (
    <EnquiryList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onShow={(recordId, view) => change({ [view]: String(recordId) })}
    />
  );
}
