import type { ReactNode } from "react";
import { Card } from "./card";
import { TitledSection } from "./titled-section";

/** A card that holds one section of a page, named by the section's own heading (h2). */
export function CardSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The section's own layout, when not TitledSection's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <TitledSection id={id} title={title} className={className}>
        {children}
      </TitledSection>
    </Card>
  );
}
