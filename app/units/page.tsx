import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

const BOOK =
  "M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5a1 1 0 0 0 0 2H20v1H6.5A2.5 2.5 0 0 1 4 19.5v-15Zm4 1.5v2h8V6H8Zm0 4v2h6v-2H8Z";

export default function UnitsPage() {
  const t = useTranslations("units.index");
  return (
    <Card>
      <EmptyState icon={BOOK} title={t("title")} note={t("text")} titleTag="h1" />
    </Card>
  );
}
