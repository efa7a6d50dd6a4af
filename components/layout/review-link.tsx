import { useTranslations } from "next-intl";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";

/** The top bar's way to the review, with the number of cards due now as a badge. */
export function ReviewLink({ dueCards }: { dueCards: number }) {
  const t = useTranslations("common.topBar");
  const label = t("reviewDue", { count: dueCards });
  return (
    <Link
      href="/review"
      aria-label={label}
      title={label}
      className="relative flex shrink-0 items-center gap-1.5 rounded-lg p-2 text-sm font-medium hover:bg-white/15"
    >
      <Icon
        path="M7 3h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-1V7a2 2 0 0 0-2-2H5a2 2 0 0 1 2-2Zm-2 4h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm4.3 10.7 4.4-4.4-1.4-1.4-3 3-1.3-1.3-1.4 1.4 2.7 2.7Z"
        className="size-6 fill-current"
      />
      <span className="hidden lg:inline">{t("review")}</span>
      {dueCards > 0 ? (
        <span
          aria-hidden
          className="text-brand-700 absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-white px-1 text-center text-xs leading-5 font-semibold shadow lg:static lg:shadow-none"
        >
          {dueCards > 99 ? "99+" : dueCards}
        </span>
      ) : null}
    </Link>
  );
}
