import type { ResourceDeclaration, ResourceRecord } from '../../../src/engine/resource';
import { emptyRecord } from '../../../src/engine/resource-schema';
import { ApiError } from '../../../src/lib/api/api-error';
import { dataProvider } from '../../../src/lib/api/data-provider';
import { recordFromAnswer, recordToWire } from '../../../src/engine/wire-shape';

/** The edit the tests make, short enough for the field. */
export const edited = (max: number | undefined) => 'Changed by the test'.slice(0, max ?? 40);

/** A text field a person may change after creating the record (not the key, not a choice, no format). */
export function editableText(resource: ResourceDeclaration) {
  return resource.fields.find(
    (field) =>
      field.name !== resource.key && field.type === 'text' && !field.pattern && !field.readOnly && !field.options,
  );
}

/** Fields an empty record cannot satisfy: required, with no starting value to fall back on. */
export function requiredWithoutDefault(resource: ResourceDeclaration): string[] {
  return resource.fields
    .filter((field) => field.required && field.defaultValue === undefined && field.type !== 'boolean')
    .map((field) => field.name);
}

export const keyOf = (resource: ResourceDeclaration, record: ResourceRecord) => String(record[resource.key]);

/** A master whose key the server gives (the contract's RecordId, max + 1): the key field is shown, never typed. */
export const serverNumbered = (resource: ResourceDeclaration) =>
  !!resource.fields.find((field) => field.name === resource.key)?.readOnly;

export const listRecords = (resource: ResourceDeclaration) =>
  resource.listDetail === undefined
    ? dataProvider.list<ResourceRecord>(resource.endpoints.list)
    : dataProvider
        .report<ResourceRecord[] | null>(resource.endpoints.list, { detail: resource.listDetail })
        .then((rows) => rows ?? []);

/** One record through the declared `get` endpoint, else found in the list (as the form loads it). */
export async function getRecord(resource: ResourceDeclaration, key: string): Promise<ResourceRecord | null> {
  if (resource.endpoints.get)
    return recordFromAnswer(resource, await dataProvider.get<Record<string, unknown>>(resource.endpoints.get, key));
  return (await listRecords(resource)).find((row) => keyOf(resource, row) === key) ?? null;
}

/**
 * Saved as the form saves it: `{<entity>}`, or the declared wire shape (`{ header, <parts> }`,
 * `{ employee, allowances... }`).
 */
export const saveRecord = (resource: ResourceDeclaration, record: ResourceRecord, traCheck: 1 | 2 | 3) =>
  resource.wire
    ? dataProvider.write(resource.endpoints.save, { ...recordToWire(resource, record), traCheck })
    : dataProvider.save(resource.endpoints.save, resource.entity, record, traCheck);

/** The error a save fails with (the test fails when it succeeds). */
export async function refusalOf(saving: Promise<unknown>): Promise<ApiError> {
  const outcome = await saving.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError))
    throw new Error(`expected the backend to refuse the save, got ${String(outcome)}`);
  return outcome;
}

/** The declared example as the form would send it: every field at its starting value, then the example's. */
export const exampleRecord = (resource: ResourceDeclaration): ResourceRecord => ({
  ...emptyRecord(resource),
  ...resource.example,
});
