import { notFound } from "next/navigation";
import { EMPTY_ENDPOINT, endpointDraftOf } from "@/lib/types/endpoint-draft";
import { EndpointForm } from "@/components/admin/endpoints/endpoint-form";
import { scopeOptions } from "@/components/admin/scopes/scope-options";
import { Card, ErrorText } from "@/components/ui/status";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { AppError } from "@/lib/errors";
import { getEndpointByKey } from "@/lib/services/endpoints";
import { listScopes } from "@/lib/services/scopes";
import { isNumericKey } from "@/lib/validation/common";
import type { EndpointDto, ScopeDto } from "@/lib/types/access";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "something went wrong");

export default async function EndpointPage({ params }: { params: Promise<{ endpointUrl: string }> }) {
  await requireSection("endpoints");
  const { endpointUrl } = await params;
  const key = decodeURIComponent(endpointUrl);
  const isNew = key === "new";
  // The route key is the admin page url, never all digits: the service would read digits as an id.
  if (!isNew && isNumericKey(key)) notFound();

  const [endpoint, allScopes] = await Promise.all([
    isNew
      ? null
      : getEndpointByKey({ key }).then(
          (value): { ok: true; value: EndpointDto } => ({ ok: true, value }),
          (error: unknown) => {
            if (error instanceof AppError && error.status === 404) notFound();
            return { ok: false as const, message: messageOf(error) };
          },
        ),
    listScopes().then(
      (value): { ok: true; value: ScopeDto[] } => ({ ok: true, value }),
      (error: unknown) => ({ ok: false as const, message: messageOf(error) }),
    ),
  ]);

  if (endpoint && !endpoint.ok) {
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Endpoint</h2>
        <ErrorText message={endpoint.message} />
        <ToastOnMount message="Can not fetch endpoint data" />
      </Card>
    );
  }

  const held = endpoint?.value.scopes ?? [];
  return (
    <>
      <EndpointForm
        key={endpoint?.value.id ?? "new"}
        endpoint={endpoint ? endpointDraftOf(endpoint.value) : EMPTY_ENDPOINT}
        isNew={isNew}
        scopes={scopeOptions(allScopes.ok ? allScopes.value : [], held)}
        scopesError={allScopes.ok ? undefined : allScopes.message}
      />
      {allScopes.ok ? null : <ToastOnMount message="Can not fetch scopes" />}
    </>
  );
}
