import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Field } from '../../../components/form/field';
import type { LeadListScreen } from './use-lead-list-screen';

interface Props {
  screen: LeadListScreen;
  newLabel: string;
  search: { id: string; label: string };
  /** No record at all: `emptyText` shows instead of the list. */
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A lead-world list: the title with its New button (for who may create), the search box, then the list. */
export function LeadListFrame({ screen, newLabel, search, empty, emptyText, children }: Props) {
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{screen.title}</h1>
        {screen.allowed('create') && <Button onClick={() => screen.change({ record: 'new' })}>{newLabel}</Button>}
      </div>
      <Field form={screen.filters} name="search" id={search.id} label={search.label} type="search" />
      {empty ? <p>{emptyText}</p> : children}
    </div>
  );
}
