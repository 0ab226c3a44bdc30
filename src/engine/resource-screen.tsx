import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '../lib/api/api-error';
import { DocumentPrintView } from './document/document-print-view';
import { ResourceFormPage, type FormExtra } from './form/resource-form-page';
import { ResourceListPage } from './list/resource-list-page';
import { NotPermittedAction } from './not-permitted-action';
import type { ResourceDeclaration } from './resource';
import { useRecord } from './use-resource';
import { useScreenPermission } from './use-screen-permission';

/**
 * A master's screen from its declaration: the list, or (`?record=new` / `?record=<key>`) its form.
 * The list's search, sort and filters stay in the URL while the form is open. The form checks
 * create (1) or modify (2) itself, so a typed URL cannot bypass the buttons.
 */
export function resourceScreen(resource: ResourceDeclaration, extra?: FormExtra) {
  return function ResourceScreen() {
    const [params, setParams] = useSearchParams();
    const allowed = useScreenPermission();
    const printKey = resource.document ? params.get('print') : null;
    const recordKey = params.get('record');
    const editing = recordKey !== null && recordKey !== 'new' && allowed('modify');
    const { isPending, error, record } = useRecord(resource, printKey ?? recordKey ?? '', editing || printKey !== null);
    const withParam = (name: string, value: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      });
    const backToList = () => withParam('record', null);
    if (printKey !== null) {
      if (isPending) return <p role="status">Loading…</p>;
      if (!record)
        return (
          <Alert variant="warning">
            There is no {resource.singular.toLowerCase()} {printKey}.
          </Alert>
        );
      return <DocumentPrintView resource={resource} record={record} onClose={() => withParam('print', null)} />;
    }
    if (recordKey === null)
      return (
        <ResourceListPage
          resource={resource}
          onOpen={(key) => withParam('record', key)}
          onPrint={(key) => withParam('print', key)}
        />
      );
    if (recordKey === 'new') {
      return allowed('create') ? (
        <ResourceFormPage resource={resource} record={null} onDone={backToList} extra={extra} />
      ) : (
        <NotPermittedAction />
      );
    }
    if (!editing) return <NotPermittedAction />;
    if (isPending) return <p role="status">Loading…</p>;
    if (error) return <Alert variant="danger">{toApiError(error).message}</Alert>;
    if (!record)
      return (
        <Alert variant="warning">
          There is no {resource.singular.toLowerCase()} {recordKey}.
        </Alert>
      );
    return <ResourceFormPage key={recordKey} resource={resource} record={record} onDone={backToList} extra={extra} />;
  };
}
