import Button from 'react-bootstrap/Button';
import { LoadingButton } from '../loading-button';

/**
 * A whole-screen form's Save (its submit button) beside Back to the list, with no keys of their own (FormActions adds
 * Ctrl+S and Esc).
 */
export function SaveAndBack({ saving, onBack }: { saving: boolean; onBack: () => void }) {
  return (
    <div className="d-flex gap-2">
      <LoadingButton loading={saving} loadingText="Saving">
        Save
      </LoadingButton>
      <Button variant="outline-secondary" onClick={onBack}>
        Back to the list
      </Button>
    </div>
  );
}
