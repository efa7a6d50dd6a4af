import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

// A section refused to someone who may open the administration (an editor): it shows under the
// administration's menu, which lists the sections they can open. Which role a section needs is
// decided by the endpoint rules; with the seeded rules these sections are the administrators'.
export default function SectionForbidden() {
  return (
    <Card className="mx-auto max-w-lg">
      {/* Under the administration's own heading. */}
      <h2 className="text-error text-xl font-semibold">Error: 403 Access denied</h2>
      <p className="mt-2 text-slate-700">
        This section of the administration is for administrators. The sections your account can open are in
        the menu above.
      </p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        Go home
      </ButtonLink>
    </Card>
  );
}
