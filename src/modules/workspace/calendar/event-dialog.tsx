import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import type { TraCheck } from '../../../lib/api/data-provider';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveEvent } from './calendar-api';
import { dayLabel } from './calendar-dates';
import type { CalendarEvent } from './calendar-types';
import { isChanged } from './event-draft';
import { EventFields, eventFieldId } from './event-fields';
import { eventProblems } from './event-rules';
import { MoveToDay } from './move-to-day';

interface Props {
  /** The event opened (id '' for a new one). */
  opened: CalendarEvent;
  rights: { modify: boolean; delete: boolean };
  onClose: () => void;
}

const FIELDS = ['title', 'start', 'end', 'colour', 'notes'];

/**
 * A labelled dialog to create or edit an event: its fields with their problems beside them (the
 * form's own check, then the server's), a refusal as an alert, the input kept on failure; a double
 * click saves once; "Move to" moves it to another day keeping its times; Delete asks first; closing
 * or leaving with changes asks first.
 */
export function EventDialog({ opened, rights, onClose }: Props) {
  const isNew = opened.id === '';
  const canSave = isNew || rights.modify;
  const [draft, setDraft] = useState(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<'delete' | 'discard' | null>(null);
  const save = useSaveEvent();
  const busy = useRef(false);
  const dirty = isChanged(draft, opened);
  const leaveQuestion = useLeaveGuard(dirty && !save.isSuccess);

  const showProblems = (problems: Record<string, string>) => {
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) document.getElementById(eventFieldId(first))?.focus();
  };

  const send = (event: CalendarEvent, traCheck: TraCheck, done: string) => {
    if (busy.current) return;
    setRefusal(null);
    if (traCheck !== 3) {
      const problems = eventProblems(event);
      showProblems(problems);
      if (Object.keys(problems).length > 0) return;
    }
    busy.current = true;
    save.mutate(
      { event, traCheck },
      {
        onSuccess: () => {
          showDoneToast(done);
          onClose();
        },
        onError: (failure) => {
          const error = toApiError(failure);
          setAsking(null);
          if (error.fieldErrors) showProblems(error.fieldErrors);
          else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) send(draft, isNew ? 1 : 2, `Event "${draft.title.trim()}" ${isNew ? 'created' : 'saved'}.`);
  };
  const close = () => (dirty ? setAsking('discard') : onClose());
  const title = isNew ? 'New event' : canSave ? 'Edit event' : 'Event';

  return (
    <>
      <Modal show={asking === null} onHide={close} aria-labelledby="event-dialog-title" centered>
        <Form noValidate onSubmit={submit}>
          <Modal.Header closeButton>
            <Modal.Title id="event-dialog-title" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {refusal && (
              <Alert variant="danger" role="alert">
                {refusal}
              </Alert>
            )}
            <fieldset disabled={!canSave}>
              <legend className="visually-hidden">{title}</legend>
              <EventFields draft={draft} errors={errors} onChange={setDraft} />
            </fieldset>
            {!isNew && rights.modify && (
              <MoveToDay
                event={draft}
                busy={save.isPending}
                onMove={(moved) =>
                  send(moved, 2, `Event "${moved.title.trim()}" moved to ${dayLabel(moved.start.slice(0, 10))}.`)
                }
              />
            )}
          </Modal.Body>
          <Modal.Footer>
            {!isNew && rights.delete && (
              <Button variant="outline-danger" className="me-auto" onClick={() => setAsking('delete')}>
                Delete
              </Button>
            )}
            <Button variant="outline-secondary" onClick={close}>
              {canSave ? 'Cancel' : 'Close'}
            </Button>
            {canSave && (
              <LoadingButton loading={save.isPending} loadingText="Saving">
                Save
              </LoadingButton>
            )}
          </Modal.Footer>
        </Form>
      </Modal>
      {asking === 'delete' && (
        <ConfirmDialog
          title="Delete event"
          text={`Delete "${opened.title}" on ${dayLabel(opened.start.slice(0, 10))}? It cannot be brought back.`}
          confirmLabel="Delete"
          busy={save.isPending}
          onConfirm={() => send(opened, 3, `Event "${opened.title}" deleted.`)}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'discard' && (
        <ConfirmDialog
          title="Discard changes?"
          text="Your changes to this event are not saved. Close and lose them?"
          confirmLabel="Discard"
          dismissLabel="Keep editing"
          onConfirm={onClose}
          onCancel={() => setAsking(null)}
        />
      )}
      {leaveQuestion}
    </>
  );
}
