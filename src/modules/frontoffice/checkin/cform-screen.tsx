import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { OccupiedRoomScreen } from '../shared/occupied-room-screen';
import { useFolio } from '../shared/use-stays';
import { useStayCForm } from './checkin-api';
import { CFormSheet } from './cform-sheet';
import { SubmitCFormDialog } from './submit-cform-dialog';

function StayCForm({ stayNo }: { stayNo: string }) {
  const cform = useStayCForm(stayNo);
  const folio = useFolio(stayNo);
  const { can } = usePermissions();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  if (cform.isError) return <Alert variant="danger">{cform.error.message}</Alert>;
  if (cform.isPending) return <Spinner animation="border" size="sm" role="status" aria-label="Loading the C-Form" />;
  if (!cform.data)
    return (
      <p>
        This guest is not a foreign national: the stay has no C-Form. A guest who turns out to be one gets it in Change
        details.
      </p>
    );
  const form = cform.data;
  return (
    <>
      {done && <Alert variant="success">{`C-Form ${form.cformNo} marked submitted.`}</Alert>}
      <CFormSheet
        form={form}
        guest={folio.data?.stay.guest}
        canPrint={can(withTransaction(FRONT_OFFICE.cform.code!, 'print'))}
      />
      {form.status === 'DUE' && can(withTransaction(FRONT_OFFICE.cform.code!, 'modify')) && (
        <Button onClick={() => setAsking(true)}>Mark submitted…</Button>
      )}
      {asking && (
        <SubmitCFormDialog
          cformNo={form.cformNo}
          guestName={form.guestName}
          onClose={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            setDone(true);
          }}
        />
      )}
    </>
  );
}

/**
 * C-Form (/frontoffice/fo-cform): a foreign guest's C-Form data, marked submitted with the portal's reference, printed.
 */
export function CFormScreen() {
  return (
    <OccupiedRoomScreen title="C-Form">
      {(stay) => <StayCForm key={stay.stayNo} stayNo={stay.stayNo} />}
    </OccupiedRoomScreen>
  );
}
