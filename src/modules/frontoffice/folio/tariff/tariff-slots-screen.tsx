import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { formatDate, formatDateTime } from '../../../../lib/format/date-format';
import { addPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { OpenStay } from '../../domain/shared-endpoints';
import type { Folio } from '../../domain/stay-types';
import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { useFolio } from '../../shared/use-stays';
import { chargedNights } from '../domain/folio-rules';

const money = (rupees: number) => formatMoney(toPaise(rupees));

function SlotTables({ folio }: { folio: Folio }) {
  const { stay } = folio;
  const nights = chargedNights(stay, folio.lines);
  return (
    <>
      <h2 className="h5">Tariff slots</h2>
      {stay.slots.length === 0 ? (
        <p>A house guest has no tariff.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Tariff slots</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col" className="text-end">
                  Room rate
                </th>
                <th scope="col">Meal plan</th>
                <th scope="col" className="text-end">
                  Meals
                </th>
                <th scope="col" className="text-end">
                  Extra beds
                </th>
                <th scope="col">By</th>
                <th scope="col">When</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {stay.slots.map((slot) => (
                <tr key={`${slot.from}|${slot.at}`}>
                  <td className="text-nowrap">{formatDate(slot.from)}</td>
                  <td className="text-end text-nowrap">{money(slot.roomRate)}</td>
                  <td>{slot.mealPlan || 'Room only'}</td>
                  <td className="text-end text-nowrap">{money(slot.mealRate)}</td>
                  <td className="text-end">
                    {slot.extraBeds > 0 ? `${slot.extraBeds} x ${money(slot.extraBedRate)}` : '0'}
                  </td>
                  <td>{slot.user}</td>
                  <td className="text-nowrap">{formatDateTime(slot.at)}</td>
                  <td>{slot.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="h5 mt-3">Nights charged</h2>
      {nights.length === 0 ? (
        <p>No night is charged yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Nights charged and the slot that priced each</caption>
            <thead>
              <tr>
                <th scope="col">Night</th>
                <th scope="col">Priced by the slot from</th>
                <th scope="col" className="text-end">
                  Room rate
                </th>
                <th scope="col" className="text-end">
                  Taxable
                </th>
                <th scope="col" className="text-end">
                  GST
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {nights.map(({ line, slot }) => (
                <tr key={line.id}>
                  <td className="text-nowrap">{formatDate(line.reference)}</td>
                  <td className="text-nowrap">{slot ? formatDate(slot.from) : '—'}</td>
                  <td className="text-end text-nowrap">{slot ? money(slot.roomRate) : ''}</td>
                  <td className="text-end text-nowrap">{money(line.amount)}</td>
                  <td className="text-end text-nowrap">
                    {formatMoney(addPaise(toPaise(line.cgst), toPaise(line.sgst)))}
                  </td>
                  <td className="text-end text-nowrap">{money(line.debit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
