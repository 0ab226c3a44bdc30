import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checkedBy } from '../../../components/form/rule-checks';
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

const FIELDS = ['title', 'start', 'end', 'colour', 'notes'] as const;

/** The event rules the server applies too, each problem on its field (the fields keep the event's own shape). */
const schema = checkedBy(z.custom<CalendarEvent>(), (event) =>
  Object.entries(eventProblems(event)).map(([field, message]) => ({ field, message })),
);

/** The first field with a problem takes the focus (the fields are drawn by EventFields, so found by their ids). */
function focusFirst(problems: Readonly<Record<string, unknown>>) {
  const first = FIELDS.find((field) => problems[field]);
  if (first) document.getElementById(eventFieldId(first))?.focus();
}

/**
 * A labelled dialog to create or edit an event: its fields with their problems beside them (the
 * form's own check, then the server's), a refusal as an alert, the input kept on failure; a double
 * click saves once; "Move to" moves it to another day keeping its times; Delete asks first; closing
 * or leaving with changes asks first.
 */
export function EventDialog({ opened, rights, onClose }: Props) {
  const isNew = opened.id === '';
  const canSave = isNew || rights.modify;
  // The problems stay until the next save, and the focus goes to the first in the order of the form (focusFirst).
  const form = useForm<CalendarEvent>({
    resolver: zodResolver(schema),
    defaultValues: opened,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Every change draws the dialog again (the start, the end and all day are drawn from the values), read whole.
  useWatch({ control: form.control });
  const draft = form.getValues();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<'delete' | 'discard' | null>(null);
  const save = useSaveEvent();
  const busy = useRef(false);
  const dirty = isChanged(draft, opened);
  const leaveQuestion = useLeaveGuard(dirty && !save.isSuccess);

  /** Problems found outside the form's own submit (a move checked, the server's), in place of those shown. */
  const showProblems = (problems: Readonly<Record<string, string>>) => {
    form.clearErrors();
    for (const field of FIELDS) {
      const message = problems[field];
      if (message) form.setError(field, { type: 'rule', message });
    }
    focusFirst(problems);
  };

  const write = (event: CalendarEvent, traCheck: TraCheck, done: string) => {
    // Also the second click of a double click, checked while the first was already saving.
    if (busy.current) return;
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

  /** Runs `then` unless a save is on its way, the last refusal cleared first. */
  const unlessBusy = (then: () => void) => {
    if (busy.current) return;
    setRefusal(null);
    then();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    unlessBusy(
      () =>
        void form.handleSubmit(
          (values) => write(values, isNew ? 1 : 2, `Event "${values.title.trim()}" ${isNew ? 'created' : 'saved'}.`),
          focusFirst,
        )(event),
    );
  };
  // The move sends the event on its new day without putting that day in the fields: the rules check what is sent.
  const move = (moved: CalendarEvent) =>
    unlessBusy(() => {
      const problems = eventProblems(moved);
      showProblems(problems);
      if (Object.keys(problems).length === 0)
        write(moved, 2, `Event "${moved.title.trim()}" moved to ${dayLabel(moved.start.slice(0, 10))}.`);
    });
  const change = (next: CalendarEvent) => {
    const current = form.getValues();
    for (const name of Object.keys(next) as Array<keyof CalendarEvent>)
      if (next[name] !== current[name]) form.setValue(name, next[name], { shouldDirty: true });
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
              <EventFields form={form} draft={draft} onChange={change} />
            </fieldset>
            {!isNew && rights.modify && <MoveToDay event={draft} busy={save.isPending} onMove={move} />}
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
          onConfirm={() => unlessBusy(() => write(opened, 3, `Event "${opened.title}" deleted.`))}
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
