"use client";

import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { useRouter } from "next/navigation";
import { type FormEvent, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { updateAccountAction } from "@/app/personal-account/actions";
import { settleAction } from "@/components/forms/settle-action";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/errors";
import { ChangePasswordDialog } from "./change-password-dialog";

type Account = { login: string; email: string };

const ACCOUNT_FIELDS = [
  { name: "login", label: "Login", type: "text" },
  { name: "email", label: "Email", type: "email" },
] as const;

/** Own login and email: read-only until Edit; Save returns to read-only. */
export function AccountPanel({ account }: { account: Account }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(account);
  const [draft, setDraft] = useState(account);
  const [fields, setFields] = useState<FieldErrors>({});
  const [pending, startPending] = useTransition();
  const [passwordOpen, setPasswordOpen] = useState(false);

  const cancel = () => {
    setDraft(saved);
    setFields({});
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    startPending(async () => {
      const result = await settleAction(() => updateAccountAction(draft));
      if (result.ok) {
        setSaved(result.data);
        setDraft(result.data);
        setFields({});
        setEditing(false);
        toast.success("Personal account updated successfully");
        router.refresh();
      } else {
        setFields(result.fields ?? {});
        toast.error("Error updating personal account");
      }
    });
  };

  const value = editing ? draft : saved;
  return (
    <form onSubmit={save} className="mt-4 flex flex-col gap-4" noValidate>
      {ACCOUNT_FIELDS.map(({ name, label, type }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          type={type}
          value={value[name]}
          readOnly={!editing}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          error={fields[name]}
        />
      ))}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
          Change password
        </Button>
        {editing ? (
          <CancelSaveButtons onCancel={cancel} pending={pending} />
        ) : (
          <Button onClick={() => setEditing(true)}>Edit</Button>
        )}
      </div>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </form>
  );
}
