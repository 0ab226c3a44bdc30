import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { ENQUIRY_SOURCES, ENQUIRY_STATUS_LABELS, isOpenEnquiry } from '../domain/enquiry-rules';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { CallForm } from './call-form';
import { ConvertDialog } from './convert-dialog';
import { useEnquiryWrite, type CallRequirements } from './enquiry-api';
import { useAboutLabel } from './enquiry-format';
import { FollowUpForm } from './follow-up-form';
import { FollowUpTable } from './follow-up-table';

function Facts({ enquiry }: { enquiry: Enquiry }) {
  const { about } = useAboutLabel();
  const facts: Array<[string, string]> = [
    ['Enquired by', enquiry.parentName],
    ['Child', enquiry.childName],
    ['Mobile', enquiry.phone],
    [about, enquiry.classSought],
    ['Source', ENQUIRY_SOURCES.find((one) => one.value === enquiry.source)?.label ?? enquiry.source],
    ['Taken by', enquiry.by],
    ...(enquiry.admissionNo ? [['Admission number', enquiry.admissionNo] as [string, string]] : []),
    ...(enquiry.closedReason ? [['Closed because', enquiry.closedReason] as [string, string]] : []),
    ...(enquiry.closedOn
      ? [
          [enquiry.status === 'CONVERTED' ? 'Converted on' : 'Closed on', formatDate(enquiry.closedOn)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <dl className="row mb-3">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="col-12 col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One enquiry: its details (corrected while open), its follow-ups, and closing it or converting it to an admission. */
export function CallView({
  enquiry,
  requirements,
  onDone,
}: {
  enquiry: Enquiry;
  requirements: CallRequirements;
  onDone: () => void;
}) {
  const allowed = useScreenPermission();
  const { can } = usePermissions();
  const canPresent =
    requirements.school &&
    isOpenEnquiry(enquiry.status) &&
    can(withTransaction(FRONT_DESK.fdPresentations.code!, 'create'));
  const [dialog, setDialog] = useState<'close' | 'convert' | null>(null);
  const [dirtyDetails, setDirtyDetails] = useState(false);
  const [dirtyFollowUp, setDirtyFollowUp] = useState(false);
  const leaveQuestion = useLeaveGuard(dirtyDetails || dirtyFollowUp);
  const close = useEnquiryWrite(FD_ROUTES.saveCall);
  const convert = useEnquiryWrite(FD_ROUTES.convertCall);
  const attempt = useSaveAttemptKey();
  const open = isOpenEnquiry(enquiry.status);
  const canModify = open && allowed('modify');
  // In the school converting admits a pupil: the Students master's create right too.
  const canConvert = canModify && (!requirements.school || can(withTransaction(FRONT_DESK.fdStudents.code!, 'create')));
  const onDirtyDetails = useCallback((dirty: boolean) => setDirtyDetails(dirty), []);
  const onDirtyFollowUp = useCallback((dirty: boolean) => setDirtyFollowUp(dirty), []);
  const closeWith = async (reason: string) => {
    const body = {
      header: { enquiryNo: enquiry.enquiryNo, status: 'CLOSED', closedReason: reason },
      lines: [],
      traCheck: 2,
    };
    await close.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
    attempt.saved();
    showDoneToast(`Enquiry ${enquiry.enquiryNo} closed.`);
    setDialog(null);
  };
  const markConverted = async () => {
    const body = { recordId: enquiry.enquiryNo, header: {} };
    try {
      await convert.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
    } catch (error) {
      showMessage(MessageType.ErrorDialog, toApiError(error).message);
      return;
    }
    attempt.saved();
    showDoneToast(`Enquiry ${enquiry.enquiryNo} converted.`);
    setDialog(null);
  };
  return (
    <section aria-labelledby="enquiry-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="enquiry-title" className="h3 mb-0 me-auto">
          Enquiry {enquiry.enquiryNo} of {formatDate(enquiry.date)}: {ENQUIRY_STATUS_LABELS[enquiry.status]}
        </h1>
        {canConvert && (
          <Button variant="success" onClick={() => setDialog('convert')}>
            {requirements.school ? 'Convert to admission' : 'Mark converted'}
          </Button>
        )}
        {canPresent && (
          <Link
            className="btn btn-outline-primary"
            to={`/${FRONT_DESK.fdPresentations.path}?record=new&enquiry=${encodeURIComponent(enquiry.enquiryNo)}`}
          >
            Schedule a presentation
          </Link>
        )}
        {canModify && (
          <Button variant="outline-danger" onClick={() => setDialog('close')}>
            Close enquiry
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onDone}>
          Back to the list
        </Button>
      </div>
      {canModify ? (
        <CallForm requirements={requirements} enquiry={enquiry} onDone={onDone} onDirty={onDirtyDetails} />
      ) : (
        <Facts enquiry={enquiry} />
      )}
      <FollowUpTable lines={enquiry.followUps} />
      {canModify && <FollowUpForm enquiryNo={enquiry.enquiryNo} onDirty={onDirtyFollowUp} />}
      {dialog === 'close' && (
        <ReasonDialog
          title={`Close enquiry ${enquiry.enquiryNo}`}
          text="A closed enquiry is kept, with the reason, and is not followed up again."
          confirmLabel="Close enquiry"
          onConfirm={closeWith}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'convert' && requirements.school && (
        <ConvertDialog enquiry={enquiry} onClose={() => setDialog(null)} />
      )}
      {dialog === 'convert' && !requirements.school && (
        <ConfirmDialog
          title={`Mark ${enquiry.enquiryNo} converted`}
          text="The enquiry became business: it is kept as converted and not followed up again."
          confirmLabel="Mark converted"
          busy={convert.isPending}
          onConfirm={() => void markConverted()}
          onCancel={() => setDialog(null)}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
