import { notFound } from "next/navigation";
import { ScopeForm } from "@/components/admin/scopes/scope-form";
import { requireSection } from "@/lib/admin/guard";
import { AppError } from "@/lib/errors";
import { isNumericKey } from "@/lib/validation/common";
import { getScopeByKey } from "@/lib/services/scopes";
import type { ScopeDto } from "@/lib/types/access";

const EMPTY: ScopeDto = { id: 0, name: "", value: "", description: "" };

export default async function ScopePage({ params }: { params: Promise<{ scopeUrl: string }> }) {
  await requireSection("scopes");
  const { scopeUrl } = await params;
  const key = decodeURIComponent(scopeUrl);
  if (key === "new") return <ScopeForm key="new" scope={EMPTY} isNew />;
  // The route key is the scope's value, never all digits: the service would read digits as an id.
  if (isNumericKey(key)) notFound();
  const scope = await getScopeByKey({ key }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return <ScopeForm key={scope.id} scope={scope} isNew={false} />;
}
