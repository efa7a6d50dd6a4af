"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useSettleAction } from "@/components/forms/settle-action";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { keepUnitPages } from "@/lib/pwa/keep-unit-pages";
import type { ActionResult } from "@/lib/types/action-result";
import type { OfflineUnitDto } from "@/lib/types/offline";
import { dropUnit, keepUnit, keptUnit } from "./unit-store";

type LoadUnit = (url: string) => Promise<ActionResult<OfflineUnitDto>>;

const DOWNLOAD = "M5 20h14v-2H5v2ZM19 9h-4V3H9v6H5l7 7 7-7Z";
const CHECK = "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z";

/**
 * "Available offline" on a unit's page: keeps the unit's words, phrases and
 * test questions on this device for the signed-in learner, with its test
 * pages, so its tests run without a connection. A kept unit is brought up to
 * date whenever its page is opened online, and can be removed.
 */
export function KeepOffline({
  login,
  unitId,
  unitUrl,
  loadUnit,
}: {
  login: string;
  unitId: number;
  unitUrl: string;
  loadUnit: LoadUnit;
}) {
  const t = useTranslations("units.offline");
  const settleAction = useSettleAction();
  // undefined: not read yet from this device.
  const [kept, setKept] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void keptUnit(login, unitId)
      .then(async (unit) => {
        if (live) setKept(unit !== null);
        if (!unit || !navigator.onLine) return;
        const fresh = await settleAction(() => loadUnit(unitUrl));
        if (live && fresh.ok) await keepUnit(login, fresh.data);
      })
      .catch(() => live && setKept(false));
    return () => {
      live = false;
    };
  }, [login, unitId, unitUrl, loadUnit, settleAction]);

  const keep = async () => {
    setBusy(true);
    const loaded = await settleAction(() => loadUnit(unitUrl));
    try {
      if (!loaded.ok) throw new Error(loaded.message);
      await keepUnit(login, loaded.data);
      // The test types are the kept questions' (not the types' modules: the page would load them all).
      await keepUnitPages(unitUrl, Object.keys(loaded.data.questions));
      setKept(true);
      toast.success(t("keptToast"));
    } catch {
      toast.error(t("keepFailed"), loaded.ok ? undefined : { description: loaded.message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await dropUnit(login, unitId);
      setKept(false);
      toast.info(t("removedToast"));
    } finally {
      setBusy(false);
    }
  };

  if (kept === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
      {kept ? (
        <p className="text-success flex items-center gap-2 font-medium">
          <Icon path={CHECK} className="size-5 fill-current" />
          {t("kept")}
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void keep()} disabled={busy}>
          <Icon path={DOWNLOAD} className="text-brand-600 size-5 fill-current" />
          {busy ? t("keeping") : t("keep")}
        </Button>
      )}
      <p className="min-w-0 flex-1 basis-60 text-sm text-slate-600">{kept ? t("keptHint") : t("hint")}</p>
      {kept ? (
        <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
          {t("remove")}
        </Button>
      ) : null}
    </div>
  );
}
