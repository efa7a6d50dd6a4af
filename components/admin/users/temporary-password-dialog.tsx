"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("adminAccess.users.temporaryPassword");
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
      title={t("title")}
      description={t("description", { login })}
    >
      <label htmlFor="temporary-password" className="text-sm font-medium text-slate-700">
        {t.rich("label", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id="temporary-password"
          translate="no"
          readOnly
          value={password ?? ""}
          onFocus={(event) => event.target.select()}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-slate-900"
        />
        <Button variant="secondary" onClick={copy} aria-live="polite">
          {copied ? t("copied") : t("copy")}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-500">
        {t.rich("hint", { login, name: (chunks) => <span translate="no">{chunks}</span> })}
      </p>
      <div className="mt-5 flex justify-end">
        <Button onClick={close}>{t("close")}</Button>
      </div>
    </Dialog>
  );
}
