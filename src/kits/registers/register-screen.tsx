import { type ComponentType, useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../components/load-state';
import { NotPermittedAction } from '../../engine/not-permitted-action';
import { useScreenPermission } from '../../engine/use-screen-permission';
import { toApiError } from '../../lib/api/api-error';
import { DocumentRegister } from './document-register';
import type { DatedDocument, RegisterDeclaration, RegisterPrintProps } from './register-declaration';
import { useRegisterList, useRegisterParams, useRegisterWork } from './use-register';

interface PrintProps<R extends DatedDocument, W> {
  register: RegisterDeclaration<R, W>;
  Print: ComponentType<RegisterPrintProps<R>>;
  recordId: number;
  from: string;
  to: string;
  onClose: () => void;
}

/** The printed copy of a document of the period's list (it was printed from there). */
function RegisterPrint<R extends DatedDocument, W>({ register, Print, recordId, from, to, onClose }: PrintProps<R, W>) {
  const list = useRegisterList(register, from, to);
  const noun = register.noun.toLowerCase();
  if (list.isError) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Loading label={`Loading the ${noun}…`} />;
  const row = list.data.find((one) => one.recordId === recordId);
  if (!row)
    return (
      <Alert variant="warning">
        There is no {noun} {recordId} in this period.
      </Alert>
    );
  return <Print row={row} onClose={onClose} />;
}

interface ListProps<R extends DatedDocument, W> {
  register: RegisterDeclaration<R, W>;
  from: string;
  to: string;
  change: (values: Record<string, string | null>) => void;
}

function RegisterList<R extends DatedDocument, W>({ register, from, to, change }: ListProps<R, W>) {
  const work = useRegisterWork(register);
  return (
    <DocumentRegister
      title={register.title}
      idPrefix={register.idPrefix}
      noun={register.noun}
      plural={register.plural}
      counted={register.counted}
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      list={useRegisterList(register, from, to)}
      columns={register.columns}
      statusColumn={register.statusColumn}
      print={work.print}
      cancel={work.cancel}
      cancelEffect={register.cancelEffect}
      confirmLabel={register.confirmLabel}
      onPrinted={(id) => change({ print: String(id) })}
    />
  );
}

/** The register's whole screen: the period's list, the form of a new document, or one printed, by the URL. */
export function RegisterScreen<R extends DatedDocument, W = R>({ register }: { register: RegisterDeclaration<R, W> }) {
  const { from, to, record, printing, change } = useRegisterParams();
  const allowed = useScreenPermission();
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  if (printing) {
    if (!allowed('print') && !allowed('reprint')) return <NotPermittedAction />;
    const { Print, PrintById } = register;
    return PrintById ? (
      <PrintById recordId={printing} onClose={backToList} />
    ) : (
      <RegisterPrint
        register={register}
        Print={Print}
        recordId={Number(printing)}
        from={from}
        to={to}
        onClose={backToList}
      />
    );
  }
  const { New } = register;
  if (record === 'new') return allowed('create') ? <New onDone={backToList} /> : <NotPermittedAction />;
  return <RegisterList register={register} from={from} to={to} change={change} />;
}

/** A screen component for the module's `screens.ts`. */
export const registerScreen =
  <R extends DatedDocument, W = R>(register: RegisterDeclaration<R, W>) =>
  () => <RegisterScreen register={register} />;
