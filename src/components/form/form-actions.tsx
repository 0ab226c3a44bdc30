import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useFormShortcuts } from '../../lib/shortcuts/use-form-shortcuts';
import { LoadingButton } from '../loading-button';

/** The server's refusal or a failed save, in words, where the user looks. */
export function RefusalAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert variant="danger" role="alert">
      {text}
    </Alert>
  );
}

/** A form's Save (only with the right) and Back buttons; Ctrl+S (⌘S) presses Save and Esc Back. */
export function FormActions({
  canSave,
  saving,
  onBack,
  saveLabel = 'Save',
}: {
  canSave: boolean;
  saving: boolean;
  onBack: () => void;
  saveLabel?: string;
}) {
  const buttons = useRef<HTMLDivElement>(null);
  useFormShortcuts({ actions: buttons, onCancel: onBack, cancelLabel: 'Back to the list' });
  return (
    <div className="d-flex flex-wrap gap-2" ref={buttons}>
      {canSave && (
        <LoadingButton loading={saving} loadingText="Saving">
          {saveLabel}
        </LoadingButton>
      )}
      <Button variant="outline-secondary" onClick={onBack}>
        Back to the list
      </Button>
    </div>
  );
}
