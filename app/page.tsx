import Image from "next/image";
import { useTranslations } from "next-intl";
import city from "@/components/home/city.svg";
import { GuestStart, TodayPanel } from "@/components/home/today-panel";
import { TimeZoneCookie } from "@/components/layout/time-zone-cookie";
import { getPagePrincipal } from "@/lib/auth/current";
import { TEST_TYPES } from "@/lib/domain/test-types";
import { pageDueCards } from "@/lib/pages/due-cards";
import { getPageTimeZone } from "@/lib/pages/time-zone";
import { firstUnitToLearn, getToday } from "@/lib/services/learning/today";
import { pageToday } from "@/lib/pages/assigned-units";
import { listMyAssignments } from "@/lib/services/teaching/assignments";

/** The type a first test is taken in: the first on a unit's tests page. */
const FIRST_TEST_TYPE = [...TEST_TYPES].sort((a, b) => a.index - b.index)[0]!.slug;

async function TodaySection() {
  const principal = await getPagePrincipal();
  if (!principal) return <GuestStart unit={await firstUnitToLearn()} testType={FIRST_TEST_TYPE} />;
  const [timeZone, day] = await Promise.all([getPageTimeZone(), pageToday()]);
  // A learner's classes' assignments come in one query, and a learner in no class costs none.
  const [today, assignments] = await Promise.all([
    pageDueCards(principal).then((dueNow) => getToday({ principal, timeZone, dueNow })),
    listMyAssignments(principal),
  ]);
  return (
    <>
      <TodayPanel today={today} testType={FIRST_TEST_TYPE} assignments={assignments} day={day} />
      <TimeZoneCookie />
    </>
  );
}

export default function HomePage() {
  const t = useTranslations("home");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-center text-3xl font-semibold tracking-tight text-slate-800 sm:text-4xl">
        {t("motto")}
      </h1>
      <div className="overflow-hidden rounded-2xl shadow-lg">
        {/* A file of its own: the browser keeps it, and the page does not carry its 44 kB twice (markup and payload). */}
        <Image
          src={city}
          alt={t("skyline")}
          loading="eager"
          fetchPriority="high"
          className="block h-40 w-full object-cover sm:h-64"
        />
      </div>
      <TodaySection />
    </div>
  );
}
