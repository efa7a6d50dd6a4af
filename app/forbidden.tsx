import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export default function Forbidden() {
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-error text-xl font-semibold">Error: 403 Access denied</h1>
      <p className="mt-2 text-slate-700">
        Your account does not have access to this page. The administration area is open to editors and
        administrators.
      </p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        Go home
      </ButtonLink>
    </Card>
  );
}
