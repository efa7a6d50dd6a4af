import type { ClassProgressDto } from "@/lib/types/classes";

// The progress table's order, filter and page, read from the page's address so
// that a sorted, filtered table is server-rendered and can be shared.

type Learner = ClassProgressDto["learners"][number];

/** A column to sort by: login, last active, retention, or an assignment's last result (`a<id>`). */
export type ProgressSortKey = "login" | "active" | "retention" | `a${number}`;
export type ProgressView = {
  sort: ProgressSortKey;
  dir: "asc" | "desc";
  q: string;
  notDone: boolean;
  /** From 1; past the last page means the last. */
  page: number;
};

/**
 * Learners a page of the table shows. Each learner is a row of a cell per
 * assignment, so a table of the whole class grows with it, in HTML and in
 * rendering time (a class of 40 × 30 units: 380 kB whole, 255 kB a page of
 * 25); a page stays this size whatever the class's.
 */
export const PROGRESS_PAGE_SIZE = 25;

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The view an address asks for; anything unknown falls back to login, ascending, unfiltered, the first page. */
export function progressViewOf(params: Params, assignmentIds: readonly number[]): ProgressView {
  const sort = first(params.sort);
  const known =
    sort === "login" ||
    sort === "active" ||
    sort === "retention" ||
    (/^a\d+$/.test(sort) && assignmentIds.includes(Number(sort.slice(1))));
  return {
    sort: known ? (sort as ProgressSortKey) : "login",
    dir: first(params.dir) === "desc" ? "desc" : "asc",
    q: first(params.q).trim().slice(0, 100),
    notDone: first(params.notDone) === "1",
    page: /^[1-9]\d{0,5}$/.test(first(params.page)) ? Number(first(params.page)) : 1,
  };
}

/** The address of a view (defaults left out). */
export function progressQuery(view: ProgressView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.notDone) params.set("notDone", "1");
  if (view.sort !== "login") params.set("sort", view.sort);
  if (view.dir === "desc") params.set("dir", "desc");
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

function valueOf(learner: Learner, sort: ProgressSortKey, assignmentIds: readonly number[]): number | null {
  if (sort === "active") return learner.lastActiveTs;
  if (sort === "retention") return learner.retention;
  const index = assignmentIds.indexOf(Number(sort.slice(1)));
  return learner.cells[index]?.lastResult ?? null;
}

/**
 * The learners the view shows, in its order: those whose login contains the
 * filter text (any case), only those with an assignment not done when asked;
 * sorted by the column, learners without a figure last either way, then by login.
 */
export function progressRows(progress: ClassProgressDto, view: ProgressView): Learner[] {
  const ids = progress.assignments.map((assignment) => assignment.id);
  const needle = view.q.toLowerCase();
  const sign = view.dir === "desc" ? -1 : 1;
  const byLogin = (a: Learner, b: Learner) => a.login.toLowerCase().localeCompare(b.login.toLowerCase());
  return progress.learners
    .filter((learner) => learner.login.toLowerCase().includes(needle))
    .filter((learner) => !view.notDone || learner.cells.some((cell) => !cell.done))
    .sort((a, b) => {
      if (view.sort === "login") return sign * byLogin(a, b);
      const [left, right] = [valueOf(a, view.sort, ids), valueOf(b, view.sort, ids)];
      if (left === right) return byLogin(a, b);
      if (left === null) return 1;
      if (right === null) return -1;
      return sign * (left - right);
    });
}

/** One page of the rows: its learners, its number of `pages`, and its first and last row (from 1). */
export type ProgressPage = { learners: Learner[]; page: number; pages: number; first: number; last: number };

/** The page of `rows` the view asks for, the last one when it asks past it. */
export function progressPageOf(rows: readonly Learner[], view: ProgressView): ProgressPage {
  const pages = Math.max(1, Math.ceil(rows.length / PROGRESS_PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const start = (page - 1) * PROGRESS_PAGE_SIZE;
  const learners = rows.slice(start, start + PROGRESS_PAGE_SIZE);
  return { learners, page, pages, first: start + 1, last: start + learners.length };
}
