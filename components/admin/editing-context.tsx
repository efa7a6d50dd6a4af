"use client";

import { createContext, type ReactNode, useContext, useState } from "react";

type Editing = { editing: boolean; setEditing: (editing: boolean) => void };

const EditingContext = createContext<Editing>({ editing: false, setEditing: () => {} });

/** Shared by a section's list and detail: while the detail edits, the list is locked. */
export function EditingProvider({ children }: { children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  return <EditingContext.Provider value={{ editing, setEditing }}>{children}</EditingContext.Provider>;
}

export function useEditing(): Editing {
  return useContext(EditingContext);
}
