import { getTranslations } from "next-intl/server";
import { TimeZoneCookie } from "@/components/layout/time-zone-cookie";
import { ActivityOverview } from "@/components/statistics/activity-overview";
import { Card } from "@/components/ui/card";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { getPageTimeZone } from "@/lib/pages/time-zone";
import { learnerActivity } from "@/lib/services/learning/activity";

/** The signed-in user's own streaks and activity; guests see nothing here. */
export async function ActivitySection() {
  const principal = await getPagePrincipal();
  if (!principal) return null;
  const t = await getTranslations("statistics.activity");
  const timeZone = await getPageTimeZone();
  const activity = await learnerActivity({ principal, timeZone }).catch((error: unknown) => {
    console.error("Could not fetch activity", error);
    return null;
  });
  return (
    <Card className="mx-auto mt-4 w-full max-w-3xl p-4 sm:p-6">
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="mb-4 text-xl font-semibold text-slate-900">
          {t("title")}
        </h2>
        {activity ? <ActivityOverview activity={activity} /> : <ErrorText message={t("failed")} />}
        <TimeZoneCookie />
      </section>
    </Card>
  );
}
