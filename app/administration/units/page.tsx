import { Card } from "@/components/ui/card";

export default function UnitsIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Select a unit, or add a new one.</p>
    </Card>
  );
}
