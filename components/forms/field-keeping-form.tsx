"use client";

import type { ComponentProps } from "react";

/**
 * A form run by an action that leaves its fields as the user left them.
 * React resets a form once its action has run, which would empty the fields
 * of a refused attempt or put its checkboxes back as first drawn.
 */
export function FieldKeepingForm(props: Omit<ComponentProps<"form">, "onReset">) {
  return <form {...props} onReset={(event) => event.preventDefault()} />;
}
