"use client";

import { useTranslations } from "next-intl";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export type ConfirmRequest = {
  title: string;
  message: string;
  /** The buttons' words, Yes and No unless said. */
  confirmLabel?: string;
  cancelLabel?: string;
};
type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** The one confirmation dialog of the app: `await confirm({ title, message })` answers Yes (true) or No. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("ui.buttons");
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={request !== null}
        onOpenChange={(open) => !open && answer(false)}
        title={request?.title ?? ""}
        description={request?.message}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => answer(false)}>
            {request?.cancelLabel ?? t("no")}
          </Button>
          <Button onClick={() => answer(true)} autoFocus>
            {request?.confirmLabel ?? t("yes")}
          </Button>
        </div>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}
