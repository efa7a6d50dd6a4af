// Calls the tests of bulk changes and of undo make around the change they
// test: reading a unit back, and undoing as a given user.
import { expect } from "vitest";
import type { UnitDto } from "@/lib/types/content";
import { call } from "./api";

/** GET units/{key}, which must answer the unit. */
export async function readUnit(key: string | number): Promise<UnitDto> {
  const response = await call<UnitDto>("GET", `/units/${key}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** POST {resource}/undo of an undo token, as the user of the session `token`. */
export const undoAs = (resource: string, undoToken: string, token: string) =>
  call<{ restored: number }>("POST", `/${resource}/undo`, { token, body: { token: undoToken } });
