"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "./submit-button";

/** A form's Cancel and Save (the submit button, held while the form's action is under way). */
export function CancelSaveButtons({
  onCancel,
  className = "flex gap-2",
}: {
  onCancel: () => void;
  className?: string;
}) {
  const t = useTranslations("ui.buttons");
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <SubmitButton>{t("save")}</SubmitButton>
    </div>
  );
}
