import Button from 'react-bootstrap/Button';
import { LoadingButton } from '../../../../components/loading-button';

/** A form's Save (only with the right) and Back buttons. */
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
  return (
    <div className="d-flex flex-wrap gap-2">
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
