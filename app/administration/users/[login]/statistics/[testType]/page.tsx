import { getTranslations } from "next-intl/server";
import { requireSection } from "@/lib/admin/guard";

export default async function UserTestTypePage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  const t = await getTranslations("statistics.user");
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-500">
      {t.rich("chooseUnit", {
        login: decodeURIComponent(login),
        name: (chunks) => <span translate="no">{chunks}</span>,
      })}
    </p>
  );
}
