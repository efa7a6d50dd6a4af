import type { ClassProgressDto } from "@/lib/types/classes";

// The progress table's order and filter, read from the page's address so that
// a sorted, filtered table is server-rendered and can be shared.

type Learner = ClassProgressDto["learners"][number];

/** A column to sort by: login, last active, retention, or an assignment's last result (`a<id>`). */
export type ProgressSortKey = "login" | "active" | "retention" | `a${number}`;
export type ProgressView = { sort: ProgressSortKey; dir: "asc" | "desc"; q: string; notDone: boolean };

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The view an address asks for; anything unknown falls back to login, ascending, unfiltered. */
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
  };
}

/** The address of a view (defaults left out). */
export function progressQuery(view: ProgressView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.notDone) params.set("notDone", "1");
  if (view.sort !== "login") params.set("sort", view.sort);
  if (view.dir === "desc") params.set("dir", "desc");
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
