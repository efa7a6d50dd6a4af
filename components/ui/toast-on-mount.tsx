"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** Lets a server-rendered failure raise the spec's error toast once it reaches the browser. */
export function ToastOnMount({ message, description }: { message: string; description?: string }) {
  useEffect(() => {
    toast.error(message, { description });
  }, [message, description]);
  return null;
}
