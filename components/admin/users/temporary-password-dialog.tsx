"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** Shows a freshly generated password once, with a way to copy it; closing forgets it. */
export function TemporaryPasswordDialog({
  login,
  password,
  onClose,
}: {
  login: string;
  password: string | null;
  onClose: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // The clipboard API needs a secure context; select the text so Ctrl+C still works.
      inputRef.current?.select();
    }
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Dialog
      open={password !== null}
      onOpenChange={(open) => !open && close()}
      title="Temporary password"
      description={`The password of ${login} has been replaced and all of their sessions have ended. Give them this temporary password; it is shown only once.`}
    >
      <label htmlFor="temporary-password" className="text-sm font-medium text-slate-700">
        Temporary password for {login}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id="temporary-password"
          readOnly
          value={password ?? ""}
          onFocus={(event) => event.target.select()}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-slate-900"
        />
        <Button variant="secondary" onClick={copy} aria-live="polite">
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-500">
        Ask {login} to change it in their personal account after logging in.
      </p>
      <div className="mt-5 flex justify-end">
        <Button onClick={close}>Close</Button>
      </div>
    </Dialog>
  );
}
