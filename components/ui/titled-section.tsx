import type { ReactNode } from "react";

/** A section named by its own heading (h2), so assistive technology lists it by that name. */
export function TitledSection({
  id,
  title,
  titleClassName = "text-lg font-semibold text-slate-900",
  className = "flex flex-col gap-2",
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
