"use client";

import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";

/**
 * A form's submit button, held while the form's action is under way, so a
 * second click cannot send the form again; it may say so in its own words.
 */
export function SubmitButton({
  children,
  pendingLabel,
  className,
}: {
  children: ReactNode;
  /** What it says while held; its own words when none is given. */
  pendingLabel?: ReactNode;
  className?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
