import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EMPTY_ENDPOINT, endpointDraftOf } from "@/lib/types/endpoint-draft";
import { EndpointForm } from "@/app/administration/endpoints/_components/endpoint-form";
import { scopeChoices } from "@/components/admin/scopes/scope-options";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { load } from "@/lib/pages/page-data";
import { getEndpointByKey } from "@/lib/services/access/endpoints";
import { listScopes } from "@/lib/services/access/scopes";
import { isNumericKey } from "@/lib/validation/common";

export default async function EndpointPage({ params }: { params: Promise<{ endpointUrl: string }> }) {
  await requireSection("endpoints");
  const t = await getTranslations("adminAccess.endpoints");
  const { endpointUrl } = await params;
  const key = decodeURIComponent(endpointUrl);
  const isNew = key === "new";
  // The route key is the admin page url, never all digits: the service would read digits as an id.
  if (!isNew && isNumericKey(key)) notFound();

  const [endpoint, allScopes] = await Promise.all([
    isNew ? null : load(() => getEndpointByKey({ key }), "administration"),
    load(listScopes, "administration"),
  ]);

  if (endpoint && !endpoint.ok) {
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t("heading")}</h2>
        <ErrorText message={endpoint.message} />
        <ToastOnMount message={t("fetchFailed")} />
      </Card>
    );
  }

  const held = endpoint?.ok ? endpoint.data.scopes : [];
  return (
    <>
      <EndpointForm
        key={endpoint?.data.id ?? "new"}
        record={endpoint ? endpointDraftOf(endpoint.data) : EMPTY_ENDPOINT}
        isNew={isNew}
        scopes={scopeChoices(allScopes, held)}
      />
      {allScopes.ok ? null : <ToastOnMount message={t("scopesFailureToast")} />}
    </>
  );
}
