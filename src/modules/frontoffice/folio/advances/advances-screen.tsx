import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import type { FolioLine } from '../../domain/stay-types';
import { OccupiedRoomScreen } from '../../shared/occupied-room-screen';
import { usePrintAdvance } from '../folio-api';
import { AdvanceReceipt } from './advance-receipt';
import { AdvanceRegister } from './advance-register';
import { StayAdvances } from './stay-advances';

interface Printed {
  line: FolioLine;
  guestName: string;
  copy: number;
}

/**
 * Advances (/frontoffice/fo-advances, ACR): an advance received against an in-house stay (receipt FAR, printed),
 * refunded from its unused credit with the delete right (FRF), and the register of both by dates.
 */
export function AdvancesScreen() {
  const allowed = useScreenPermission();
  const print = usePrintAdvance();
  const [printed, setPrinted] = useState<Printed | null>(null);
  const [printFailure, setPrintFailure] = useState<string | null>(null);
  const printCopy = (line: FolioLine, guestName: string) => {
    if (print.isPending) return;
    setPrintFailure(null);
    print.mutate(line.id, {
      onSuccess: (answer) => setPrinted({ line, guestName, copy: Number(answer.printCount) }),
      onError: (failure) => setPrintFailure(toApiError(failure).message),
    });
  };
  // The receipt is shown alone, so only it goes to paper.
  if (printed)
    return (
      <AdvanceReceipt
        line={printed.line}
        guestName={printed.guestName}
        copy={printed.copy}
        onClose={() => setPrinted(null)}
      />
    );
  return (
    <>
      <OccupiedRoomScreen title="Advances">
        {(stay) => (
          <StayAdvances
            key={stay.stayNo}
            stay={stay}
            mayReceive={allowed('create')}
            mayRefund={allowed('delete')}
            onSaved={(line, guestName) => {
              if (allowed('print')) printCopy(line, guestName);
            }}
          />
        )}
      </OccupiedRoomScreen>
      {printFailure && (
        <Alert variant="danger" role="alert" className="mx-2">
          {printFailure}
        </Alert>
      )}
      <AdvanceRegister
        mayPrint={allowed('print')}
        mayReprint={allowed('reprint')}
        printing={print.isPending}
        onPrint={(row) => printCopy(row.line, row.guestName)}
      />
    </>
  );
}
