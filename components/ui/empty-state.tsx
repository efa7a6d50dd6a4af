import { Icon } from "./icon";

/**
 * What stands where nothing is chosen yet: an icon, a title and a line on
 * what to do. The title is the page's heading (h1) where the page has no
 * other, a plain line under the page's own heading otherwise.
 */
export function EmptyState({
  icon,
  title,
  note,
  titleTag = "p",
}: {
  /** The icon's one path, on a 24 × 24 grid. */
  icon: string;
  title: string;
  note: string;
  titleTag?: "h1" | "p";
}) {
  const Title = titleTag;
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <Icon path={icon} className="fill-brand-500 size-10" />
      <Title className="font-medium text-slate-800">{title}</Title>
      <p className="max-w-sm text-sm text-slate-500">{note}</p>
    </div>
  );
}
