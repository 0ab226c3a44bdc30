import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import type { StayKind } from '../domain/stay-types';
import { CheckedInView } from './checked-in-view';
import { useCheckinRequirements } from './checkin-api';
import { CheckinForm } from './checkin-form';
import type { CheckinAnswer, CheckinScreenName } from './domain/checkin-types';

const WAYS: Record<StayKind, { title: string; screen: CheckinScreenName; intro: string }> = {
  GUEST: {
    title: 'Check-in',
    screen: 'checkIn',
    intro: 'The guest found by mobile or ID number, or new; the room, the tariff and an advance.',
  },
  QUICK: {
    title: 'Quick check-in',
    screen: 'quickCheckIn',
    intro: 'The minimum now (name, mobile, room, nights): the rest of the details later, in Change details.',
  },
  HOUSE: {
    title: 'House guest',
    screen: 'houseGuest',
    intro: 'Complimentary or staff use: no tariff, no nights charged; say why.',
  },
};

/** A way in (full check-in, quick check-in, house guest): `?room=` or `?reservation=` prefill the form. */
function CheckinScreen({ kind }: { kind: StayKind }) {
  const way = WAYS[kind];
  const [params] = useSearchParams();
  const requirements = useCheckinRequirements(way.screen);
  const [done, setDone] = useState<CheckinAnswer | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="fo-checkin-title" className="p-2 p-md-3">
      <h1 id="fo-checkin-title" className="h4">
        {way.title}
      </h1>
      <p className="text-muted">{way.intro}</p>
      {requirements.isPending && (
        <Spinner animation="border" size="sm" role="status" aria-label="Loading the rooms and rates" />
      )}
      {requirements.isError && <Alert variant="danger">{requirements.error.message}</Alert>}
      {done ? (
        <CheckedInView
          answer={done}
          onAnother={() => {
            setDone(null);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        requirements.data && (
          <CheckinForm
            key={round}
            kind={kind}
            requirements={requirements.data}
            askedRoom={round === 0 ? (params.get('room') ?? '') : ''}
            askedReservation={round === 0 ? (params.get('reservation') ?? '') : ''}
            onCheckedIn={setDone}
          />
        )
      )}
    </section>
  );
}

export const FullCheckinScreen = () => <CheckinScreen kind="GUEST" />;
export const QuickCheckinScreen = () => <CheckinScreen kind="QUICK" />;
export const HouseGuestScreen = () => <CheckinScreen kind="HOUSE" />;
