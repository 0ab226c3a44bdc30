import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { addDays } from '../../domain/recruit-dates';
import type { ResumeAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';
import { todayOf } from '../shared/recruit-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { ResumeForm } from './resume-form';
import { ResumeList } from './resume-list';

function OpenResume({ record, onDone }: { record: string; onDone: () => void }) {
  const answer = useRecruitRead<ResumeAnswer>(HRD_ROUTES.resume, { recordId: record === 'new' ? 0 : Number(record) });
  if (answer.error)
    return <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <Loading label="Loading the resume…" />;
  return <ResumeForm key={record} answer={answer.data} onDone={onDone} />;
}

/** The resume bank (/hrd/hrdresume): the period's resumes, one opened (`?record=<id>`) or a new one (`?record=new`). */
export function ResumeScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = todayOf();
  const from = params.get('from') ?? addDays(today, -90);
  const to = params.get('to') ?? today;
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (record) return <OpenResume record={record} onDone={back} />;
  return (
    <ResumeList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onOpen={(id) => change({ record: id })}
    />
  );
}
