import type { LineRecord, ResourceDeclaration, ResourceRecord, WireShape } from './resource';

type Json = Record<string, unknown>;

const headerKeyOf = (wire: WireShape) => wire.header ?? 'header';

const asLines = (value: unknown): LineRecord[] => (Array.isArray(value) ? (value as LineRecord[]) : []);

/**
 * The record as the save body's parts: `{ header, <part>: lines... }` (traCheck and usr are added by the data
 * provider).
 */
export function recordToWire(resource: ResourceDeclaration, record: Readonly<Json>): Json {
  const wire = resource.wire;
  if (!wire) return { [resource.entity]: record };
  const converted = wire.toWire ? wire.toWire({ ...record } as ResourceRecord) : record;
  const header: Json = {};
  for (const [name, value] of Object.entries(converted)) if (!(name in wire.parts)) header[name] = value;
  const body: Json = { [headerKeyOf(wire)]: wire.headerAsList ? [header] : header };
  for (const [field, key] of Object.entries(wire.parts)) body[key] = asLines(converted[field]);
  return body;
}

function fromParts(wire: WireShape, parts: Readonly<Record<string, string>>, body: Json): ResourceRecord | null {
  const sent = body[headerKeyOf(wire)];
  const header: unknown = wire.headerAsList && Array.isArray(sent) ? sent[0] : sent;
  if (typeof header !== 'object' || header === null) return null;
  const record: ResourceRecord = { ...(header as ResourceRecord) };
  for (const [field, key] of Object.entries(parts)) record[field] = asLines(body[key]);
  return wire.fromWire ? wire.fromWire(record) : record;
}

const answerPartsOf = (wire: WireShape) => ({ ...wire.parts, ...wire.answerParts });

/**
 * A save body (`{ header, <part>... }`, or `{ <entity> }`) back to the one record it carries; null when it has none.
 */
export function recordFromSaveBody(resource: ResourceDeclaration, body: Json): ResourceRecord | null {
  if (resource.wire) return fromParts(resource.wire, resource.wire.parts, body);
  const entity = body[resource.entity];
  return typeof entity === 'object' && entity !== null ? (entity as ResourceRecord) : null;
}

/** A `Get…` answer (`{ header, <part>... }`, or the record itself) as the one record the form edits; null for none. */
export function recordFromAnswer(
  resource: ResourceDeclaration,
  answer: Json | null | undefined,
): ResourceRecord | null {
  if (!answer) return null;
  return resource.wire ? fromParts(resource.wire, answerPartsOf(resource.wire), answer) : (answer as ResourceRecord);
}

/** The stored record as a `Get…` answers it: split into its parts where the server splits it, with `result` "OK". */
export function recordAsAnswer(resource: ResourceDeclaration, record: Readonly<Json>): Json {
  const wire = resource.wire;
  if (!wire) return record;
  const answer: Json = { [headerKeyOf(wire)]: recordToWire(resource, record)[headerKeyOf(wire)], result: 'OK' };
  for (const [field, key] of Object.entries(answerPartsOf(wire))) answer[key] = asLines(record[field]);
  return answer;
}

/** A list row as the server's `Get<Documents>` answers it: the header alone, no lines. */
export function wireListRow<T extends Readonly<Json>>(resource: ResourceDeclaration, record: T): T {
  const wire = resource.wire;
  if (!wire) return record;
  const row: Json = {};
  for (const [name, value] of Object.entries(record)) if (!(name in wire.parts)) row[name] = value;
  return row as T;
}
