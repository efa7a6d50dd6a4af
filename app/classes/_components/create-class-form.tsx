"use client";

import { useRouter } from "next/navigation";
import { createClassAction } from "../actions";
import { ClassNameForm } from "./class-name-form";

/** The name of a new class; once created, its page opens. */
export function CreateClassForm() {
  const router = useRouter();
  return (
    <ClassNameForm
      purpose="create"
      action={createClassAction}
      onDone={(created) => router.push(`/classes/${created.id}`)}
    />
  );
}
