"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { onFirstToast } from "./toast";

const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** Mounts sonner's Toaster (at most 3 visible, bottom-left) when the page raises its first toast. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? <Toaster visibleToasts={3} richColors closeButton position="bottom-left" /> : null;
}
