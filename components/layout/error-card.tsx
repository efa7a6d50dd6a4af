import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";

/** A page refused or not found: its heading in the error colour, what happened, and the way home. */
export function ErrorCard({
  heading,
  text,
  home,
  level: Heading = "h1",
}: {
  heading: string;
  text: string;
  home: string;
  /** h2 under a heading the page already has (the administration's). */
  level?: "h1" | "h2";
}) {
  return (
    <Card className="mx-auto max-w-lg">
      <Heading className="text-error text-xl font-semibold">{heading}</Heading>
      <p className="mt-2 text-slate-700">{text}</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        {home}
      </ButtonLink>
    </Card>
  );
}
