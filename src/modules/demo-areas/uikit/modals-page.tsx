import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { showDoneToast } from '../../../lib/messages/messages';
import { CataloguePage, Example } from '../catalogue-page';

const noteSchema = z.object({
  note: z.string().refine((note) => note.trim().length >= 3, 'Write at least 3 characters.'),
});
type NoteValues = z.infer<typeof noteSchema>;

/** A labelled modal with a one-field form: the note is checked before the modal closes; Cancel drops it. */
function NoteModal({ onSave, onClose }: { onSave: (note: string) => void; onClose: () => void }) {
  // Typing clears the problem; it is checked again when the note is saved.
  const form = useForm<NoteValues>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
    reValidateMode: 'onSubmit',
  });
  // The note, not the dialog, takes the focus: it is what the person came to write.
  useEffect(() => form.setFocus('note'), [form]);
  const submit = form.handleSubmit(({ note }) => onSave(note.trim()));
  return (
    <Modal show onHide={onClose} aria-labelledby="note-modal-title" centered>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="note-modal-title" className="h5">
            Add a note
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Field
            form={form}
            name="note"
            id="modal-note"
            label="Note"
            type="textarea"
            rows={3}
            className=""
            onChange={() => form.clearErrors('note')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save note</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** A long, scrollable modal of a given size. */
function SizedModal({ size, onClose }: { size: 'sm' | 'lg' | 'xl'; onClose: () => void }) {
  return (
    <Modal show onHide={onClose} size={size} scrollable aria-labelledby="sized-modal-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="sized-modal-title" className="h5">
          Terms of the demo ({size})
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>
            Clause {index + 1}. The demo data lives in this browser only and is reset when the demo database is cleared.
            Nothing is sent to a real server.
          </p>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>I understand</Button>
      </Modal.Footer>
    </Modal>
  );
}

/** UI kit: modals — a labelled react-bootstrap Modal with a form, sizes, and the app's ConfirmDialog. */
export function ModalsPage() {
  const [open, setOpen] = useState<'note' | 'sm' | 'lg' | 'xl' | 'confirm' | null>(null);
  const [notes, setNotes] = useState<readonly string[]>([]);
  const [deleted, setDeleted] = useState(false);
  const close = () => setOpen(null);
  return (
    <CataloguePage intro="Dialogs carry a title that names them, keep the focus inside while open, and close with Escape.">
      <Example title="A modal with a form" source="Modal (react-bootstrap) with aria-labelledby">
        <Button onClick={() => setOpen('note')}>Add a note</Button>
        {notes.length > 0 && (
          <ol className="mt-3 mb-0" aria-label="Notes">
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ol>
        )}
      </Example>
      <Example
        title="Sizes and scrolling"
        source="Modal size=&quot;sm&quot; | &quot;lg&quot; | &quot;xl&quot; scrollable"
      >
        <div className="d-flex flex-wrap gap-2">
          {(['sm', 'lg', 'xl'] as const).map((size) => (
            <Button key={size} variant="outline-primary" onClick={() => setOpen(size)}>
              Open the {size === 'sm' ? 'small' : size === 'lg' ? 'large' : 'extra large'} modal
            </Button>
          ))}
        </div>
      </Example>
      <Example title="Confirm before deleting" source="ConfirmDialog — src/components/confirm-dialog.tsx">
        {deleted ? (
          <p className="mb-2">The sample record was deleted.</p>
        ) : (
          <p className="mb-2">Sample record: Ward 7 linen stock.</p>
        )}
        <div className="d-flex gap-2">
          <Button variant="outline-danger" disabled={deleted} onClick={() => setOpen('confirm')}>
            Delete the sample record
          </Button>
          {deleted && (
            <Button variant="outline-secondary" onClick={() => setDeleted(false)}>
              Bring it back
            </Button>
          )}
        </div>
      </Example>
      {open === 'note' && (
        <NoteModal
          onClose={close}
          onSave={(note) => {
            setNotes((previous) => [...previous, note]);
            showDoneToast('The note was added.');
            close();
          }}
        />
      )}
      {(open === 'sm' || open === 'lg' || open === 'xl') && <SizedModal size={open} onClose={close} />}
      {open === 'confirm' && (
        <ConfirmDialog
          title="Delete the sample record"
          text='Delete "Ward 7 linen stock"? It cannot be brought back (here it can: this is a demo).'
          confirmLabel="Delete"
          onCancel={close}
          onConfirm={() => {
            setDeleted(true);
            showDoneToast('The sample record was deleted.');
            close();
          }}
        />
      )}
    </CataloguePage>
  );
}
