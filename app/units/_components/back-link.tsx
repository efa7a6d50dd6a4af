import Link from "next/link";
import { Icon } from "@/components/ui/icon";

/** The way up one level inside a unit, so phones need not scroll back to the unit list. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="hover:text-brand-700 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-500"
    >
      <Icon
        path="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z"
        className="size-4 fill-current"
        viewBox="0 0 20 20"
      />
      {children}
    </Link>
  );
}
