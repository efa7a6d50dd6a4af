import { Card } from "@/components/ui/card";

/** The administration's right-hand side before anything is chosen: what to choose, and what more there is. */
export function ChooseCard({ text, more }: { text: string; more?: string }) {
  return (
    <Card>
      <p className="text-slate-600">{text}</p>
      {more ? <p className="mt-1 text-sm text-slate-500">{more}</p> : null}
    </Card>
  );
}
