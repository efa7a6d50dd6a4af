import { notFound } from "next/navigation";
import { ScopeForm } from "@/app/administration/scopes/_components/scope-form";
import { requireSection } from "@/lib/admin/guard";
import { orNotFound } from "@/lib/pages/page-data";
import { isNumericKey } from "@/lib/validation/common";
import { getScopeByKey } from "@/lib/services/access/scopes";
import type { ScopeDto } from "@/lib/types/access";

const EMPTY: ScopeDto = { id: 0, name: "", value: "", description: "" };

export default async function ScopePage({ params }: { params: Promise<{ scopeUrl: string }> }) {
  await requireSection("scopes");
  const { scopeUrl } = await params;
  const key = decodeURIComponent(scopeUrl);
  if (key === "new") return <ScopeForm key="new" record={EMPTY} isNew />;
  // The route key is the scope's value, never all digits: the service would read digits as an id.
  if (isNumericKey(key)) notFound();
  const scope = await orNotFound(getScopeByKey({ key }));
  return <ScopeForm key={scope.id} record={scope} isNew={false} />;
}
