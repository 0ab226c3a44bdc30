import { createContext, useContext, type ReactNode } from 'react';
import { RESTAURANT_BOOK, type BillingBook } from './domain/billing-book';

const BookContext = createContext<BillingBook>(RESTAURANT_BOOK);

/** The billing book the terminal, dialogs and panels below serve (the restaurant's unless given). */
export function BillingBookProvider({ book, children }: { book: BillingBook; children: ReactNode }) {
  return <BookContext.Provider value={book}>{children}</BookContext.Provider>;
}

export const useBillingBook = (): BillingBook => useContext(BookContext);
