import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { OpenStay } from '../domain/shared-endpoints';
import { StayPicker } from './stay-picker';
import { useChosenStay } from './use-chosen-stay';

interface Props {
  title: string;
  /** Which open stays this operation applies to (default: all). */
  filter?: (stay: OpenStay) => boolean;
  children: (stay: OpenStay) => ReactNode;
}

/**
 * The frame of every occupied-room screen: its heading, the room chosen from the URL (?stay= or ?room=) or from a
 * labelled picker, and the operation for that stay. A room asked for in the URL that has no open stay says so.
 */
export function OccupiedRoomScreen({ title, filter, children }: Props) {
  const { stays, stay, asked, choose } = useChosenStay();
  const usable = stay && (!filter || filter(stay)) ? stay : undefined;
  return (
    <section aria-labelledby="fo-occupied-title" className="p-2 p-md-3">
      <h1 id="fo-occupied-title" className="h4">
        {title}
        {usable ? ` — room ${usable.room}, ${usable.guestName}` : ''}
      </h1>
      {stays.isPending && (
        <Spinner animation="border" size="sm" role="status" aria-label="Loading the occupied rooms" />
      )}
      {stays.isError && <Alert variant="danger">{stays.error.message}</Alert>}
      {stays.data && (
        <>
          <StayPicker stays={stays.data} value={usable?.stayNo ?? ''} onChange={choose} filter={filter} />
          {asked && !usable && (
            <Alert variant="warning">{`No stay that this operation applies to is open for ${asked}.`}</Alert>
          )}
          {usable && children(usable)}
        </>
      )}
    </section>
  );
}
