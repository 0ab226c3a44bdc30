/** Above a new document's fields: the number the server will give, which is its to give as it saves. */
export function NextNumberNote({ next }: { next: string | undefined }) {
  if (!next) return null;
  return <p className="form-text mt-0">The server gives the number as it saves; the next free one is {next}.</p>;
}
