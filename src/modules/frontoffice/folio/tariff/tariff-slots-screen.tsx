import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { formatDate, formatDateTime } from '../../../../lib/format/date-format';
import { addPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { OpenStay } from '../../domain/shared-endpoints';
import type { Folio, FolioLine, TariffSlot } from '../../domain/stay-types';
import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { useFolio } from '../../shared/use-stays';
import { chargedNights } from '../domain/folio-rules';

const money = (rupees: number) => formatMoney(toPaise(rupees));

const SLOT_COLUMNS: TableColumn<TariffSlot>[] = [
  { label: 'From', cell: (slot) => formatDate(slot.from), className: 'text-nowrap' },
  { label: 'Room rate', cell: (slot) => money(slot.roomRate), numeric: true, className: 'text-nowrap' },
  { label: 'Meal plan', cell: (slot) => slot.mealPlan || 'Room only' },
  { label: 'Meals', cell: (slot) => money(slot.mealRate), numeric: true, className: 'text-nowrap' },
  {
    label: 'Extra beds',
    cell: (slot) => (slot.extraBeds > 0 ? `${slot.extraBeds} x ${money(slot.extraBedRate)}` : '0'),
    numeric: true,
  },
  { label: 'By', cell: (slot) => slot.user },
  { label: 'When', cell: (slot) => formatDateTime(slot.at), className: 'text-nowrap' },
  { label: 'Reason', cell: (slot) => slot.reason },
];

/** A night charged and the slot that priced it (none when the slots no longer reach back to it). */
type Night = { line: FolioLine; slot: TariffSlot | undefined };

const NIGHT_COLUMNS: TableColumn<Night>[] = [
  { label: 'Night', cell: ({ line }) => formatDate(line.reference), className: 'text-nowrap' },
  {
    label: 'Priced by the slot from',
    cell: ({ slot }) => (slot ? formatDate(slot.from) : '—'),
    className: 'text-nowrap',
  },
  {
    label: 'Room rate',
    cell: ({ slot }) => (slot ? money(slot.roomRate) : ''),
    numeric: true,
    className: 'text-nowrap',
  },
  { label: 'Taxable', cell: ({ line }) => money(line.amount), numeric: true, className: 'text-nowrap' },
  {
    label: 'GST',
    cell: ({ line }) => formatMoney(addPaise(toPaise(line.cgst), toPaise(line.sgst))),
    numeric: true,
    className: 'text-nowrap',
  },
  { label: 'Total', cell: ({ line }) => money(line.debit), numeric: true, className: 'text-nowrap' },
];

function SlotTables({ folio }: { folio: Folio }) {
  const { stay } = folio;
  const nights = chargedNights(stay, folio.lines);
  return (
    <>
      <h2 className="h5">Tariff slots</h2>
      <DataTable
        rows={stay.slots}
        columns={SLOT_COLUMNS}
        rowKey={(slot) => `${slot.from}|${slot.at}`}
        caption="Tariff slots"
        captionPlacement="hidden"
        rowHeader={false}
        empty={<p>A house guest has no tariff.</p>}
      />
      <h2 className="h5 mt-3">Nights charged</h2>
      <DataTable
        rows={nights}
        columns={NIGHT_COLUMNS}
        rowKey={({ line }) => line.id}
        caption="Nights charged and the slot that priced each"
        captionPlacement="hidden"
        rowHeader={false}
        empty={<p>No night is charged yet.</p>}
      />
    </>
  );
}

function StaySlots({ stay }: { stay: OpenStay }) {
  const folio = useFolio(stay.stayNo);
  if (folio.isPending)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the tariff slots" />;
  if (folio.isError) return <Alert variant="danger">{folio.error.message}</Alert>;
  if (!folio.data) return <Alert variant="warning">{`There is no folio ${stay.stayNo}.`}</Alert>;
  return <SlotTables folio={folio.data} />;
}

/**
 * Tariff change previous slots (/frontoffice/fo-tariff-slots): the stay's slots, and each charged night with the slot
 * that priced it.
 */
export function TariffSlotsScreen() {
  return (
    <OccupiedRoomScreen title="Tariff change previous slots">
      {(stay) => <StaySlots key={stay.stayNo} stay={stay} />}
    </OccupiedRoomScreen>
  );
}
