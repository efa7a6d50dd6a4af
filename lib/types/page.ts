/** One page of a list, and where the next one starts (null on the last page). */
export type Page<T> = { items: T[]; nextCursor: string | null };
