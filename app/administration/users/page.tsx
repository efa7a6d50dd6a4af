import { Card } from "@/components/ui/card";

export default function UsersIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Select a user to edit their email and scopes.</p>
      <p className="mt-1 text-sm text-slate-500">
        From a user you can also open their statistics or reset their password.
      </p>
    </Card>
  );
}
