import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { isForeignNational, type Companion } from '../domain/stay-types';
import { plannedNights } from '../domain/tariff';
import { usePrintCard } from './checkin-api';
import type { RegistrationCard } from './domain/checkin-types';
import { idLabel } from './guest-fields';
import './registration-card.scss';

type Fact = readonly [string, string];

const COMPANION_COLUMNS: TableColumn<Companion>[] = [
  { label: 'Name', cell: (companion) => companion.name },
  { label: 'Age', cell: (companion) => companion.age ?? '' },
  { label: 'Relation', cell: (companion) => companion.relation },
  { label: 'ID', cell: (companion) => (companion.idType ? `${idLabel(companion.idType)} ${companion.idNumber}` : '') },
  { label: 'Nationality', cell: (companion) => companion.nationality },
];

const CARD_SCREENS = [FRONT_OFFICE.registrationCard, FRONT_OFFICE.checkIn, FRONT_OFFICE.quickCheckIn];

export function Facts({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <dl className="fo-card-facts" aria-label={label}>
      {facts
        .filter(([, value]) => value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The registration card, pre-filled for the guest's signature: the hotel (name, GSTIN), the guest, ID and
 * nationality, a foreign national's passport and visa, arrival, departure, room, tariff, advance, companions.
 * Print counts a copy (the print right the first time, reprint after) and opens the browser's print.
 */
export function RegistrationCardView({ card }: { card: RegistrationCard }) {
  const { stay } = card;
  const { guest } = stay;
  const print = usePrintCard();
  const { can } = usePermissions();
  const reprint = card.printCount > 0;
  const allowed = CARD_SCREENS.some((screen) => can(withTransaction(screen.code!, reprint ? 'reprint' : 'print')));
  const slot = stay.slots[0];
  const doPrint = () => print.mutate(stay.stayNo, { onSuccess: () => window.print() });
  return (
    <article
      className="fo-registration-card fo-print-sheet border rounded p-2 p-md-3 mb-3"
      aria-labelledby="fo-card-title"
    >
      <header className="mb-2">
        <p className="mb-0 fw-semibold">{card.hotel.name}</p>
        <p className="mb-0 small">{card.hotel.address}</p>
        {card.hotel.gstin && <p className="mb-1 small">GSTIN {card.hotel.gstin}</p>}
        <h2 id="fo-card-title" className="h5">
          {`Guest registration card ${stay.stayNo}`}
        </h2>
        {reprint && (
          <p className="small mb-0 fw-bold">{`REPRINT (printed ${card.printCount} time${card.printCount === 1 ? '' : 's'} before)`}</p>
        )}
      </header>
      <Facts
        label="Stay"
        facts={[
          ['Room', `${stay.room} (${card.categoryName})`],
          ['Arrival', formatDateTime(stay.arrival)],
          [
            'Expected departure',
            `${formatDate(stay.departure)} (${plannedNights(stay.arrival.slice(0, 10), stay.departure)} nights)`,
          ],
          [
            'Guests',
            `${stay.adults} adult${stay.adults === 1 ? '' : 's'}, ${stay.children} child${stay.children === 1 ? '' : 'ren'}`,
          ],
          [
            'Kind of stay',
            stay.kind === 'HOUSE'
              ? `House guest: ${stay.complimentary}`
              : stay.kind === 'QUICK'
                ? 'Quick check-in'
                : 'Full check-in',
          ],
        ]}
      />
      <Facts
        label="Guest"
        facts={[
          ['Name', guest.name],
          ['Mobile', guest.mobile],
          ['Email', guest.email],
          ['Address', [guest.address, guest.city, guest.country].filter(Boolean).join(', ')],
          ['ID', guest.idType ? `${idLabel(guest.idType)} ${guest.idNumber}` : ''],
          ['Nationality', guest.nationality],
        ]}
      />
      {isForeignNational(guest.nationality) && (
        <Facts
          label="Passport and visa"
          facts={[
            ['Passport', `${guest.passportNo}, valid until ${formatDate(guest.passportExpiry)}`],
            ['Visa', `${guest.visaNo} (${guest.visaType}), valid until ${formatDate(guest.visaExpiry)}`],
            ['Arrived in India', `${formatDate(guest.arrivedInIndia)} at ${guest.arrivedFrom}`],
            ['Next destination', guest.nextDestination],
          ]}
        />
      )}
      <Facts
        label="Tariff"
        facts={[
          ['Room rate a night', slot ? formatMoney(toPaise(slot.roomRate)) : 'No tariff (house guest)'],
          ['Meal plan', slot?.mealPlan ? `${slot.mealPlan}, ${formatMoney(toPaise(slot.mealRate))} a night` : ''],
          [
            'Extra beds',
            slot && slot.extraBeds > 0 ? `${slot.extraBeds} at ${formatMoney(toPaise(slot.extraBedRate))}` : '',
          ],
          ['A night with GST', slot ? formatMoney(toPaise(card.nightly)) : ''],
          ['Bill to', stay.billTo],
          ['Advance received', formatMoney(toPaise(card.advance))],
        ]}
      />
      {stay.companions.length > 0 && (
        <DataTable
          rows={stay.companions}
          columns={COMPANION_COLUMNS}
          rowKey={(companion, index) => `${companion.name}-${index}`}
          caption="Companions"
          captionPlacement="bottom"
          rowHeader={false}
          tableClassName="table table-sm"
          responsive={false}
        />
      )}
      <p className="small">
        I agree to the hotel's terms of stay and to settle the bill at check-out; the details above are correct.
      </p>
      <div className="fo-card-signatures">
        <span>Guest's signature</span>
        <span>Front office</span>
      </div>
      <div className="d-print-none mt-3">
        {print.isError && (
          <Alert variant="danger" role="alert">
            {print.error.message}
          </Alert>
        )}
        {allowed ? (
          <Button onClick={doPrint} disabled={print.isPending}>
            {reprint ? 'Reprint the registration card' : 'Print the registration card'}
          </Button>
        ) : (
          <p className="text-muted">{`You may not ${reprint ? 'reprint' : 'print'} registration cards.`}</p>
        )}
      </div>
    </article>
  );
}
