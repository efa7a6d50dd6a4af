import { Card } from "@/components/ui/card";

export default function AdministrationIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Choose a section to manage.</p>
    </Card>
  );
}
