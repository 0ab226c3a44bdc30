import type { ResourceRecord, WireShape } from '../../../engine/resource';

const renamed = (record: ResourceRecord, names: Readonly<Record<string, string>>): ResourceRecord =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [names[name] ?? name, value]));

/**
 * A master saved as `{ <entity>: record }` whose fields the server's model names otherwise than our form (a store's
 * `code` is its `storeCode`): those go under the server's names, the others as they are, and come back the same way.
 */
export function renamedWire(entity: string, names: Readonly<Record<string, string>>): WireShape {
  const back = Object.fromEntries(Object.entries(names).map(([form, wire]) => [wire, form]));
  return {
    header: entity,
    parts: {},
    toWire: (record) => renamed(record, names),
    fromWire: (record) => renamed(record, back),
  };
}
