import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_IMAGE_CHARS } from '../../../engine/field-schemas';
import type { ResourceRecord } from '../../../engine/resource';
import { toApiError } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { POS_MASTERS_CONTRACT } from '../../../lib/contract/pos-masters-contract';
import { showDoneToast } from '../../../lib/messages/messages';
import { POS_MASTER_ROUTES } from './master-routes';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The item's picture as the contract uploads it: `setPOSItemImage`, apart from the item's own save. */
export function saveItemPicture(code: string, image: string) {
  const body: Pick<RequestOf<typeof POS_MASTERS_CONTRACT.itemImage>, 'recordId' | 'image'> = { recordId: code, image };
  return dataProvider.write(POS_MASTER_ROUTES.itemImage, body);
}

/**
 * Under an item's fields: a new picture for the item, or none, sent at once with the contract's own route (the item's
 * save carries the picture it was opened with, as the form shows it). A new item is saved first.
 */
export function ItemPicture({ form }: { form: UseFormReturn<ResourceRecord> }) {
  const code = String(form.formState.defaultValues?.code ?? '');
  const picture = String(useWatch({ control: form.control, name: 'picture' }) ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!code) return <p className="form-text">Save the item first; open it again to give it a picture.</p>;

  const send = async (image: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await saveItemPicture(code, image);
      form.setValue('picture', image);
      showDoneToast(image ? `Picture of item ${code} saved.` : `Picture of item ${code} removed.`);
    } catch (failure) {
      setProblem(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    readAsDataUrl(file)
      .then((url) =>
        url.length > MAX_IMAGE_CHARS ? setProblem('The picture is too large (at most about 300 kB).') : send(url),
      )
      .catch((failure: unknown) =>
        setProblem(failure instanceof Error ? failure.message : 'The picture could not be read.'),
      );
  };

  return (
    <Form.Group className="mb-3" controlId="pos-items-new-picture">
      <Form.Label>New picture</Form.Label>
      <div className="d-flex align-items-center gap-2">
        <Form.Control
          type="file"
          accept={PICTURE_TYPES}
          disabled={busy}
          isInvalid={problem !== null}
          aria-describedby={problem ? 'pos-items-new-picture-error' : undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
        />
        {picture !== '' && (
          <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void send('')}>
            Remove picture
          </Button>
        )}
      </div>
      <Form.Text>A PNG, JPEG, WebP or GIF of at most about 300 kB, saved as soon as it is chosen.</Form.Text>
      {problem && (
        <Form.Control.Feedback id="pos-items-new-picture-error" type="invalid" className="d-block">
          {problem}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
