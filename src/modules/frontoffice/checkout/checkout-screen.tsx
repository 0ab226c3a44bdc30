import { useCallback } from 'react';
import { OccupiedRoomScreen } from '../shared/occupied-room-screen';
import { CheckoutStay } from './checkout-stay';
import { FinalBillPrint } from './final-bill-print';
import { TodaysBills } from './todays-bills';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

/**
 * Check-out (/frontoffice/fo-checkout): the occupied room from `?stay=` / `?room=` or the picker, its two steps; a
 * final bill shown for printing with `?bill=<stayNo>` (`&print=1` opens the print dialog); today's bills below the
 * picker.
 */
export function CheckoutScreen() {
  const { params, change } = useScreenParams();
  const printed = useCallback(() => change({ print: null }), [change]);
  const billOf = params.get('bill');
  if (billOf) {
    return (
      <FinalBillPrint
        stayNo={billOf}
        autoPrint={params.get('print') === '1'}
        onPrinted={printed}
        onClose={(checkedOut) =>
          change({ bill: null, print: null, ...(checkedOut ? { stay: null, room: null } : { stay: billOf }) })
        }
      />
    );
  }
  const chosen = params.get('stay') || params.get('room');
  return (
    <>
      <OccupiedRoomScreen title="Check-out">
        {(stay) => (
          <CheckoutStay
            stay={stay}
            onPrint={(stayNo) => change({ bill: stayNo, print: '1' })}
            onSettled={(stayNo) => change({ bill: stayNo, print: '1', stay: null, room: null })}
          />
        )}
      </OccupiedRoomScreen>
      {!chosen && (
        <div className="px-2 px-md-3">
          <TodaysBills onView={(stayNo) => change({ bill: stayNo })} />
        </div>
      )}
    </>
  );
}
