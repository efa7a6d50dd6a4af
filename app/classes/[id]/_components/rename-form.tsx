"use client";

import { ClassNameForm } from "../../_components/class-name-form";
import { renameClassAction } from "../actions";

/** The class's name, saved with Rename. */
export function RenameForm({ classId, name }: { classId: number; name: string }) {
  return (
    <ClassNameForm
      purpose="rename"
      name={name}
      action={(values) => renameClassAction(classId, values)}
      onDone={() => undefined}
    />
  );
}
