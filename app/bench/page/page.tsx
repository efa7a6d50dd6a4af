import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { benchEnabled } from "@/lib/bench";

// Ceiling of the pages for `npm run bench`: rendered on every request under
// the same root layout, with no database access of its own (requested without
// a session cookie, the layout makes none either).
export const dynamic = "force-dynamic";
export const metadata = { title: "Bench" };

export default function BenchPage() {
  if (!benchEnabled()) notFound();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <PageTitle>Bench</PageTitle>
      <p className="text-slate-600">A page rendered per request, reading nothing.</p>
    </Card>
  );
}
