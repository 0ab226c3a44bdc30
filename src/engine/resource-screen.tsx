import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { NotPermittedAction } from './not-permitted-action';
import type { ResourceDeclaration } from './resource';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';
import { useRecords } from './use-resource';
import { useScreenPermission } from './use-screen-permission';

/**
 * A master's screen from its declaration: the list, or (`?record=new` / `?record=<key>`) its form.
 * The form checks create (1) or modify (2) itself, so a typed URL cannot bypass the buttons.
 */
export function resourceScreen(resource: ResourceDeclaration) {
  return function ResourceScreen() {
    const [params, setParams] = useSearchParams();
    const allowed = useScreenPermission();
    const recordKey = params.get('record');
    // The form of an existing record reads it from the list (shared with the list page's cache).
    const records = useRecords(resource, recordKey !== null && recordKey !== 'new' && allowed('modify'));
    const backToList = () => setParams({});
    if (recordKey === null) return <ResourceListPage resource={resource} onOpen={(key) => setParams({ record: key })} />;
    if (recordKey === 'new') {
      return allowed('create') ? <ResourceFormPage resource={resource} record={null} onDone={backToList} /> : <NotPermittedAction />;
    }
    if (!allowed('modify')) return <NotPermittedAction />;
    if (records.isPending) return <p role="status">Loading…</p>;
    const record = records.data?.find((row) => String(row[resource.key]) === recordKey);
    if (!record) return <Alert variant="warning">There is no {resource.singular.toLowerCase()} {recordKey}.</Alert>;
    return <ResourceFormPage key={recordKey} resource={resource} record={record} onDone={backToList} />;
  };
}
