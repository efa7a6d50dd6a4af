"use client";

import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";

/** A form's submit button, held (with its pending words) while the form's action is under way. */
export function SubmitButton({ label, pending: pendingLabel }: { label: string; pending: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} className="shrink-0">
      {pending ? pendingLabel : label}
    </Button>
  );
}
