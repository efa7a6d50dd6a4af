"use client";

import { useState } from "react";
import { CancelSaveButtons } from "@/components/forms/cancel-save-buttons";
import { updateAccountAction } from "@/app/personal-account/actions";
import { useToastedAction } from "@/components/forms/use-toasted-action";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { ChangePasswordDialog } from "./change-password-dialog";

type Account = { login: string; email: string };

const ACCOUNT_FIELDS = [
  { name: "login", label: "Login", type: "text" },
  { name: "email", label: "Email", type: "email" },
] as const;

type AccountFormProps = {
  saved: Account;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved?: Account) => void;
  onChangePassword: () => void;
};

/**
 * The fields, read-only or being edited. It mounts anew each time editing
 * starts, so a draft and its errors never outlive their edit.
 */
function AccountForm({ saved, editing, onEdit, onDone, onChangePassword }: AccountFormProps) {
  const [draft, setDraft] = useState(saved);
  const [fields, save] = useToastedAction(
    updateAccountAction,
    { failed: "Error updating personal account", succeeded: "Personal account updated successfully" },
    onDone,
  );

  return (
    <form action={save} className="mt-4 flex flex-col gap-4" noValidate>
      {ACCOUNT_FIELDS.map(({ name, label, type }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          type={type}
          value={editing ? draft[name] : saved[name]}
          readOnly={!editing}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          error={editing ? fields[name] : undefined}
        />
      ))}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onChangePassword}>
          Change password
        </Button>
        {editing ? <CancelSaveButtons onCancel={() => onDone()} /> : <Button onClick={onEdit}>Edit</Button>}
      </div>
    </form>
  );
}

/** Own login and email: read-only until Edit; Save returns to read-only. */
export function AccountPanel({ account }: { account: Account }) {
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState(0);
  const [saved, setSaved] = useState(account);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <>
      <AccountForm
        key={edits}
        saved={saved}
        editing={editing}
        onEdit={() => {
          setEdits(edits + 1);
          setEditing(true);
        }}
        onDone={(next) => {
          if (next) setSaved(next);
          setEditing(false);
        }}
        onChangePassword={() => setPasswordOpen(true)}
      />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
