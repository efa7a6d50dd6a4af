import { Card } from "@/components/ui/card";

export default function WordsIndexPage() {
  return (
    <Card>
      <p className="text-slate-600">Select a word, or add a new one.</p>
    </Card>
  );
}
