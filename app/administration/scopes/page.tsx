import { Card } from "@/components/ui/card";

export default function ScopesIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Select a scope, or add a new one.</p>
      <p className="mt-1 text-sm text-slate-500">
        Scopes are permissions: endpoints list the scopes that may call them, and users hold scopes.
      </p>
    </Card>
  );
}
