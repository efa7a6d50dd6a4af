import { Card } from "@/components/ui/card";

export default function PhrasesIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Select a phrase, or add a new one.</p>
    </Card>
  );
}
