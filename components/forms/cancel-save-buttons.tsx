"use client";

import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";

/** A form's Cancel and Save (the submit button, held while the form's action is under way). */
export function CancelSaveButtons({
  onCancel,
  className = "flex gap-2",
}: {
  onCancel: () => void;
  className?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        Save
      </Button>
    </div>
  );
}
