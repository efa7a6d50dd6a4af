import { isTestType, type TestTypeSlug } from "@/lib/domain/test-types";
import { AppError } from "@/lib/errors";

/** The test type a call names, or 404. */
export function assertTestType(value: string): TestTypeSlug {
  if (!isTestType(value)) throw AppError.notFound(`Unknown type of test: ${value}`);
  return value;
}
