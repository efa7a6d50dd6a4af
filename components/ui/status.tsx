import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export function LoadingText() {
  const t = useTranslations("ui.status");
  return (
    <p role="status" className="p-4 text-slate-500">
      {t("loading")}
    </p>
  );
}

export function ErrorText({ message }: { message: string }) {
  const t = useTranslations("ui.status");
  return (
    <p role="alert" className="text-error p-4">
      {t("error", { message })}
    </p>
  );
}

export function EmptyText({ children }: { children?: ReactNode }) {
  const t = useTranslations("ui.status");
  return <p className="p-4 text-slate-500">{children ?? t("empty")}</p>;
}
