"use client";

import type { ComponentProps } from "react";
import { buttonClass, type ButtonVariant } from "./button-link";
import { useInBrowser } from "./use-in-browser";

/**
 * A button. One that is not a form's submit does nothing until the page's
 * handlers are attached, so it stays disabled until the page has hydrated:
 * on a slow device a click is then refused visibly instead of swallowed.
 * A submit button works before that, through the form's own action.
 */
export function Button({
  variant = "primary",
  className = "",
  type = "button",
  disabled,
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  const inBrowser = useInBrowser();
  const waiting = type !== "submit" && !inBrowser;
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || waiting}
      {...props}
    />
  );
}
