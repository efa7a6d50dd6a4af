"use client";

import { createContext, type ReactNode, useContext, useState } from "react";

type Section = {
  basePath: string;
  /** One record's name in the section's texts ("word"). */
  noun: string;
  editing: boolean;
  setEditing: (editing: boolean) => void;
};

const SectionContext = createContext<Section>({
  basePath: "",
  noun: "",
  editing: false,
  setEditing: () => {},
});

/**
 * Shared by a section's list and detail: where the section lives (its list,
 * and its records below it by key), what it calls a record, and while the
 * detail edits, the list is locked.
 */
export function SectionProvider({
  basePath,
  noun,
  children,
}: {
  basePath: string;
  noun: string;
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionContext.Provider value={{ basePath, noun, editing, setEditing }}>
      {children}
    </SectionContext.Provider>
  );
}

export function useSection(): Section {
  return useContext(SectionContext);
}
