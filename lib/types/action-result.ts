import type { FieldErrors } from "@/lib/errors";

/** What every server action answers: its data, or the refusal the REST call would have answered. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; fields?: FieldErrors };
