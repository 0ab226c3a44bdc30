import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { InterviewAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { InterviewForm } from './interview-form';
import { InterviewList } from './interview-list';

function OpenInterview({ record, onDone }: { record: string; onDone: () => void }) {
  const answer = useRecruitRead<InterviewAnswer>(HRD_ROUTES.interview, {
    recordId: record === 'new' ? 0 : Number(record),
  });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <Loading label="Loading the interview…" />;
  return <InterviewForm key={record} answer={answer.data} onDone={onDone} />;
}

/** Interviews (/hrd/hrdinterviews): the open interviews, one opened (`?record=<id>`) or a new one (`?record=new`). */
export function InterviewsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (record) return <OpenInterview record={record} onDone={back} />;
  return <InterviewList onOpen={(id) => change({ record: id })} />;
}
