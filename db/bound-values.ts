import { sql } from "drizzle-orm";

/** Ids bound as one int[] parameter (`= ANY(...)`), however many there are. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** Texts bound as one parameter (a JSON array, read as text[]), however many there are. */
export const textArray = (texts: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb))`;
