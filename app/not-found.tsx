import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const metadata = { title: "Not found" };

// The spec's text is the page's heading, so the page is not left without a title.
export default function NotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-error text-xl font-semibold">Error: 404 Resource was not found</h1>
      <p className="mt-2 text-slate-700">There is no page at this address.</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        Go home
      </ButtonLink>
    </Card>
  );
}
