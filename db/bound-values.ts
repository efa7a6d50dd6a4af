import { sql } from "drizzle-orm";

/** Ids bound as one int[] parameter (`= ANY(...)`), however many there are. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
