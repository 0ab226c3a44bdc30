import Button from 'react-bootstrap/Button';
import { ScreenAction } from '../../engine/screen-action';
import type { ListCreate } from './document-list-types';

/** A list's New button, shown only with the create right. */
export function NewDocumentButton({ label, onNew }: ListCreate) {
  return (
    <ScreenAction transaction="create">
      <Button onClick={onNew}>{label}</Button>
    </ScreenAction>
  );
}
