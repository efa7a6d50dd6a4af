import { describe, expect, it } from "vitest";
import {
  PROGRESS_PAGE_SIZE,
  type ProgressView,
  progressPageOf,
  progressQuery,
  progressRows,
  progressViewOf,
} from "../../lib/domain/class-progress-view";
import type { ClassProgressDto } from "../../lib/types/classes";

type Learner = ClassProgressDto["learners"][number];

/** A learner yet to answer anything. */
const learner = (login: string): Learner => ({
  login,
  joinedAt: "2026-01-01T00:00:00.000Z",
  lastActiveTs: null,
  retention: null,
  cells: [],
});

/** A class of `count` learners, l01, l02, … */
const classOf = (count: number): ClassProgressDto => ({
  class: { id: 1, name: "A class" },
  assignments: [],
  learners: Array.from({ length: count }, (_, index) => learner(`l${String(index + 1).padStart(2, "0")}`)),
});

const FIRST_PAGE: ProgressView = { sort: "login", dir: "asc", q: "", notDone: false, page: 1 };
const logins = (learners: readonly Learner[]) => learners.map((each) => each.login);

describe("progressViewOf", () => {
  it("reads the page from the address", () => {
    expect(progressViewOf({ page: "3" }, []).page).toBe(3);
    expect(progressViewOf({ page: ["2", "5"] }, []).page).toBe(2);
  });

  it.each(["", "0", "-1", "1.5", "two", "01", "9999999"])("falls back to the first page for %j", (page) => {
    expect(progressViewOf({ page }, []).page).toBe(1);
  });

  it("keeps the order and filter beside the page", () => {
    expect(progressViewOf({ sort: "a7", dir: "desc", q: " ad ", notDone: "1", page: "2" }, [7])).toEqual({
      sort: "a7",
      dir: "desc",
      q: "ad",
      notDone: true,
      page: 2,
    });
  });
});

describe("progressQuery", () => {
  it("leaves the first page out of the address and names any other", () => {
    expect(progressQuery(FIRST_PAGE)).toBe("");
    expect(progressQuery({ ...FIRST_PAGE, page: 2 })).toBe("?page=2");
    expect(progressQuery({ sort: "a7", dir: "desc", q: "ad", notDone: true, page: 3 })).toBe(
      "?q=ad&notDone=1&sort=a7&dir=desc&page=3",
    );
  });

  it("gives back the view it was read from", () => {
    const view: ProgressView = { sort: "retention", dir: "desc", q: "x y", notDone: true, page: 4 };
    const params = Object.fromEntries(new URLSearchParams(progressQuery(view)));
    expect(progressViewOf(params, [])).toEqual(view);
  });
});

describe("progressPageOf", () => {
  const rows = classOf(PROGRESS_PAGE_SIZE * 2 + 3).learners;

  it("shows the first PROGRESS_PAGE_SIZE learners on the first page", () => {
    const shown = progressPageOf(rows, FIRST_PAGE);
    expect(shown.learners).toEqual(rows.slice(0, PROGRESS_PAGE_SIZE));
    expect(shown).toMatchObject({ page: 1, pages: 3, first: 1, last: PROGRESS_PAGE_SIZE });
  });

  it("shows the rest on the last page", () => {
    const shown = progressPageOf(rows, { ...FIRST_PAGE, page: 3 });
    expect(logins(shown.learners)).toEqual(logins(rows.slice(PROGRESS_PAGE_SIZE * 2)));
    expect(shown).toMatchObject({ page: 3, pages: 3, first: PROGRESS_PAGE_SIZE * 2 + 1, last: rows.length });
  });

  it("shows the last page for a page past it", () => {
    expect(progressPageOf(rows, { ...FIRST_PAGE, page: 9 })).toEqual(
      progressPageOf(rows, { ...FIRST_PAGE, page: 3 }),
    );
  });

  it("is one page for a class that fits in one, and for no learners", () => {
    expect(progressPageOf(rows.slice(0, PROGRESS_PAGE_SIZE), FIRST_PAGE)).toMatchObject({ pages: 1 });
    expect(progressPageOf([], { ...FIRST_PAGE, page: 2 })).toEqual({
      learners: [],
      page: 1,
      pages: 1,
      first: 1,
      last: 0,
    });
  });

  it("pages the sorted, filtered rows: every learner on exactly one page, in order", () => {
    const progress = classOf(PROGRESS_PAGE_SIZE + 5);
    const view: ProgressView = { ...FIRST_PAGE, dir: "desc", q: "l" };
    const sorted = progressRows(progress, view);
    const { pages } = progressPageOf(sorted, view);
    const paged = Array.from({ length: pages }, (_, index) =>
      logins(progressPageOf(sorted, { ...view, page: index + 1 }).learners),
    ).flat();
    expect(paged).toEqual(logins(sorted));
    expect(paged[0]).toBe(`l${PROGRESS_PAGE_SIZE + 5}`);
  });
});
