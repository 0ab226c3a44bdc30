/** What a list of documents says, declared once beside its columns. */
export interface DocumentListWords {
  title: string;
  /** The ids of the list's date boxes start with it. */
  idPrefix: string;
  loadingLabel: string;
  /** What a list with no documents says. */
  emptyText: string;
}

/** The words of a list whose caption counts its documents: "1 enquiry", "3 enquiries". */
export interface CountedListWords extends DocumentListWords {
  counted: readonly [one: string, many: string];
}

/** The period a list shows, kept in the URL by its screen. */
export interface ListPeriod {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
}

/** The New button: its label and what it opens. */
export interface ListCreate {
  label: string;
  onNew: () => void;
}

/** A list's query as TanStack Query gives it. */
export interface ListQuery<Row> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly Row[] | undefined;
  refetch: () => unknown;
}
