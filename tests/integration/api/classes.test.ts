// Classes through the REST API: a teacher opens a class, learners join it by
// its code, the teacher assigns units and reads the class's progress and its
// learners' results; nobody else reads any of it.
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries, getDb } from "@/db/client";
import { reviewLogs } from "@/db/schema";
import { findUserId } from "@/lib/services/access/users";
import { taughtMember } from "@/lib/services/teaching/oversight";
import { getClassProgress } from "@/lib/services/teaching/progress";
import type {
  AssignmentDto,
  ClassDetailDto,
  ClassProgressDto,
  JoinedClassDto,
  MyAssignmentDto,
  MyClassesDto,
  TaughtClassDto,
} from "@/lib/types/classes";
import type { UnitWithResults } from "@/lib/types/results";
import type { UnitDto, WordDto } from "@/lib/types/content";
import {
  call,
  demoTokens,
  errorBody,
  expectValidation,
  registerLearner,
  type Saved,
} from "../../support/api";
import { makeFilledUnit } from "../../support/factories";
import { principalOf } from "../../support/principals";

const tokens = demoTokens("admin", "editor", "learner");
type Learner = Awaited<ReturnType<typeof registerLearner>>;

/** A second teacher: a new account that the administrator gives the teacher scope. */
async function registerTeacher(): Promise<Learner> {
  const teacher = await registerLearner("teacher");
  const granted = await call("PUT", "/users", {
    token: tokens.admin,
    body: { login: teacher.login, email: teacher.email, scopes: ["user", "teacher"] },
  });
  expect(granted.status, granted.text).toBe(200);
  return teacher;
}

async function openClass(token: string, name = "Class 7B"): Promise<TaughtClassDto> {
  const response = await call<Saved<TaughtClassDto>>("POST", "/classes", { token, body: { name } });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

async function join(token: string, code: string) {
  return call<Saved<JoinedClassDto>>("POST", "/classes/join", { token, body: { code } });
}

async function joined(code: string): Promise<Learner> {
  const learner = await registerLearner("pupil");
  expect((await join(learner.token, code)).status).toBe(200);
  return learner;
}

const detail = (id: number, token: string) => call<ClassDetailDto>("GET", `/classes/${id}`, { token });

describe("membership", () => {
  it("a teacher opens a class with a join code; a learner joins by it, typed loosely, once", async () => {
    const opened = await openClass(tokens.editor);
    expect(opened).toMatchObject({ name: "Class 7B", teacher: "editor", memberCount: 0, assignmentCount: 0 });
    expect(opened.joinCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);

    const learner = await registerLearner("pupil");
    const typed = `${opened.joinCode.slice(0, 4).toLowerCase()}-${opened.joinCode.slice(4)} `;
    const first = await join(learner.token, typed);
    const again = await join(learner.token, opened.joinCode);

    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ id: opened.id, name: "Class 7B", teacher: "editor" });
    expect(again.body.data).toStrictEqual(first.body.data);
    const mine = await call<MyClassesDto>("GET", "/classes", { token: learner.token });
    expect(mine.body).toStrictEqual({ teaching: [], member: [first.body.data] });
    expect(JSON.stringify(mine.body)).not.toContain(opened.joinCode);
    const read = await detail(opened.id, tokens.editor);
    expect(read.body.members).toStrictEqual([{ login: learner.login, joinedAt: first.body.data.joinedAt }]);
    expect(read.body.memberCount).toBe(1);
  });

  it("a code no class has is 404, a malformed one 422, the teacher's own class 422", async () => {
    const opened = await openClass(tokens.editor);
    const learner = await registerLearner("pupil");
    const unknown = opened.joinCode.startsWith("A") ? "BBBBBBBB" : "AAAAAAAA";

    expect(await join(learner.token, unknown)).toMatchObject({
      status: 404,
      body: errorBody(404, "No class has this join code"),
    });
    expectValidation(await join(learner.token, "abc"), {
      code: "Code must be the 8 letters and digits the teacher gave",
    });
    expectValidation(await join(learner.token, "0000OOOO"), {
      code: "Code must be the 8 letters and digits the teacher gave",
    });
    expectValidation(await join(tokens.editor, opened.joinCode), { code: "You teach this class" });
    expect((await join(learner.token, opened.joinCode)).status).toBe(200);
  });

  it("the teacher removes a member, a member leaves, and each only once", async () => {
    const opened = await openClass(tokens.editor);
    const [stays, removed, leaves] = [
      await joined(opened.joinCode),
      await joined(opened.joinCode),
      await joined(opened.joinCode),
    ];
    const remove = (login: string, token = tokens.editor) =>
      call("DELETE", `/classes/${opened.id}/members/${login}`, { token });

    expect((await remove(removed.login, stays.token)).status).toBe(403);
    expect((await remove(removed.login)).status).toBe(200);
    expect(await remove(removed.login)).toMatchObject({
      status: 404,
      body: errorBody(404, "This learner is not a member of the class"),
    });
    expect((await remove("nobody-at-all")).status).toBe(404);
    expect((await call("POST", `/classes/${opened.id}/leave`, { token: leaves.token })).status).toBe(200);
    expect((await call("POST", `/classes/${opened.id}/leave`, { token: leaves.token })).status).toBe(404);

    const read = await detail(opened.id, tokens.editor);
    expect(read.body.members.map((member) => member.login)).toStrictEqual([stays.login]);
  });

  it("a new join code retires the old one", async () => {
    const opened = await openClass(tokens.editor);
    const renewed = await call<Saved<TaughtClassDto>>("POST", `/classes/${opened.id}/join-code`, {
      token: tokens.editor,
    });
    const learner = await registerLearner("pupil");

    expect(renewed.status).toBe(200);
    expect(renewed.body.data.joinCode).not.toBe(opened.joinCode);
    expect((await join(learner.token, opened.joinCode)).status).toBe(404);
    expect((await join(learner.token, renewed.body.data.joinCode)).status).toBe(200);
  });

  it("only teachers open classes; only a class's teacher (or an administrator) reads or changes it", async () => {
    const opened = await openClass(tokens.editor);
    const other = await registerTeacher();
    const member = await joined(opened.joinCode);
    const path = `/classes/${opened.id}`;

    expect((await call("POST", "/classes", { token: member.token, body: { name: "Mine" } })).status).toBe(
      403,
    );
    expect((await call("POST", "/classes", { body: { name: "Mine" } })).status).toBe(401);
    expect((await openClass(other.token, "Other's class")).teacher).toBe(other.login);
    for (const token of [other.token, member.token, tokens.learner]) {
      expect(await call("GET", path, { token })).toMatchObject({
        status: 403,
        body: errorBody(403, "Only the class's teacher may do this"),
      });
      expect((await call("PUT", path, { token, body: { name: "Taken" } })).status).toBe(403);
      expect((await call("DELETE", path, { token })).status).toBe(403);
      expect((await call("POST", `${path}/join-code`, { token })).status).toBe(403);
    }
    expect((await call("GET", "/classes/999999", { token: tokens.editor })).status).toBe(404);
    expect((await call("GET", "/classes/seven", { token: tokens.editor })).status).toBe(404);

    const renamed = await call<Saved<TaughtClassDto>>("PUT", path, {
      token: tokens.admin,
      body: { name: "Renamed" },
    });
    expect(renamed.body.data.name).toBe("Renamed");
    expectValidation(await call("PUT", path, { token: tokens.editor, body: { name: " " } }), {
      name: "Name is required",
    });
    expect((await call("DELETE", path, { token: tokens.editor })).status).toBe(200);
    expect((await call("GET", path, { token: tokens.editor })).status).toBe(404);
    expect((await call<MyClassesDto>("GET", "/classes", { token: member.token })).body.member).toStrictEqual(
      [],
    );
  });
});

/** A words-writing result of the unit with the first `right` words answered right. */
async function takeTest(
  token: string,
  unit: UnitDto,
  words: WordDto[],
  right: number,
  type = "words-writing",
) {
  const answers = words.map((word, index) => ({
    questionId: word.id,
    answer: index < right ? word.en : "no",
  }));
  const response = await call("POST", `/results/${type}`, {
    token,
    body: { unitId: unit.id, createdTs: Date.now(), answers },
  });
  expect(response.status, response.text).toBe(201);
}

// Results count when made after the assignment, to the millisecond: a test's
// results are kept a few milliseconds clear of it on either side.
const clear = () => new Promise((resolve) => setTimeout(resolve, 3));

async function assign(classId: number, body: Record<string, unknown>, token = tokens.editor) {
  await clear();
  const response = await call<Saved<AssignmentDto>>("POST", `/classes/${classId}/assignments`, {
    token,
    body,
  });
  await clear();
  return response;
}

const myAssignments = async (token: string) =>
  (await call<MyAssignmentDto[]>("GET", "/assignments", { token })).body;

describe("assignments", () => {
  let unit: UnitDto;
  let words: WordDto[];

  beforeAll(async () => {
    ({ unit, words } = await makeFilledUnit({ words: 4, phrases: 0 }));
  });

  it("is done once a result of its type since it was assigned reaches the pass mark", async () => {
    const opened = await openClass(tokens.editor);
    const learner = await joined(opened.joinCode);
    // Made before the assignment: it does not count, however good.
    await takeTest(learner.token, unit, words, 4);
    const assigned = await assign(opened.id, {
      unitId: unit.id,
      testType: "words-writing",
      dueDate: "2030-01-31",
      passMark: 0.75,
    });
    expect(assigned.status, assigned.text).toBe(201);
    expect(assigned.body.data).toMatchObject({
      classId: opened.id,
      unit: { id: unit.id, name: unit.name, url: unit.url },
      testType: "words-writing",
      dueDate: "2030-01-31",
      passMark: 0.75,
    });

    const state = async () => {
      const [only, ...rest] = await myAssignments(learner.token);
      expect(rest).toStrictEqual([]);
      return { done: only!.done, best: only!.bestResult, className: only!.className };
    };
    expect(await state()).toStrictEqual({ done: false, best: null, className: "Class 7B" });
    await takeTest(learner.token, unit, words, 2);
    expect(await state()).toMatchObject({ done: false, best: 0.5 });
    await takeTest(learner.token, unit, words, 3);
    expect(await state()).toMatchObject({ done: true, best: 0.75 });
    // A later, worse result does not undo it.
    await takeTest(learner.token, unit, words, 0);
    expect(await state()).toMatchObject({ done: true, best: 0.75 });
  });

  it("counts a result of any type when none is set, and only the assigned type when one is", async () => {
    const { unit: mixed, words: mixedWords } = await makeFilledUnit({ words: 2, phrases: 0 });
    const opened = await openClass(tokens.editor);
    const learner = await joined(opened.joinCode);
    const anyType = await assign(opened.id, { unitId: mixed.id, passMark: 1 });
    const listening = await assign(opened.id, { unitId: mixed.id, testType: "listening", passMark: 1 });
    expect([anyType.status, listening.status]).toStrictEqual([201, 201]);
    expect(anyType.body.data).toMatchObject({ testType: null, dueDate: null, passMark: 1 });

    await takeTest(learner.token, mixed, mixedWords, 2);
    const byId = new Map((await myAssignments(learner.token)).map((row) => [row.id, row.done]));
    expect(byId.get(anyType.body.data.id)).toBe(true);
    expect(byId.get(listening.body.data.id)).toBe(false);
  });

  it("refuses a unit assigned twice, an unknown unit, a pass mark past 1 and a date that does not exist", async () => {
    const opened = await openClass(tokens.editor);
    expect((await assign(opened.id, { unitId: unit.id })).body.data.passMark).toBe(0.8);

    expectValidation(await assign(opened.id, { unitId: unit.id }), {
      unitId: "This unit is already assigned to the class with this test type",
    });
    expectValidation(await assign(opened.id, { unitId: 999_999 }), { unitId: "Unit does not exist" });
    expectValidation(await assign(opened.id, { unitId: unit.id, testType: "phrases", passMark: 1.5 }), {
      passMark: "Pass mark must be a number from 0 to 1",
    });
    expectValidation(
      await assign(opened.id, { unitId: unit.id, testType: "phrases", dueDate: "2026-02-30" }),
      {
        dueDate: "Due date must be a date (YYYY-MM-DD)",
      },
    );
  });

  it("are read by the class's teacher and members; set and withdrawn by its teacher only", async () => {
    const opened = await openClass(tokens.editor);
    const member = await joined(opened.joinCode);
    const outsider = await registerLearner("outsider");
    const other = await registerTeacher();
    const assigned = (await assign(opened.id, { unitId: unit.id })).body.data;
    const list = `/classes/${opened.id}/assignments`;

    expect((await call("GET", list, { token: member.token })).body).toStrictEqual([assigned]);
    expect(await call("GET", list, { token: outsider.token })).toMatchObject({
      status: 403,
      body: errorBody(403, "You are not a member of this class"),
    });
    expect((await call("GET", list, { token: other.token })).status).toBe(403);
    expect((await assign(opened.id, { unitId: unit.id, testType: "phrases" }, member.token)).status).toBe(
      403,
    );
    expect((await assign(opened.id, { unitId: unit.id, testType: "phrases" }, other.token)).status).toBe(403);
    expect((await call("DELETE", `${list}/${assigned.id}`, { token: member.token })).status).toBe(403);

    expect((await call("DELETE", `${list}/${assigned.id}`, { token: tokens.editor })).status).toBe(200);
    expect((await call("DELETE", `${list}/${assigned.id}`, { token: tokens.editor })).status).toBe(404);
    expect(await myAssignments(member.token)).toStrictEqual([]);
  });
});

describe("class progress and the learners' statistics", () => {
  let unit: UnitDto;
  let words: WordDto[];
  let opened: TaughtClassDto;
  let first: Learner;
  let second: Learner;
  let assignment: AssignmentDto;

  beforeAll(async () => {
    ({ unit, words } = await makeFilledUnit({ words: 4, phrases: 0 }));
    opened = await openClass(tokens.editor, "Progress class");
    [first, second] = [await joined(opened.joinCode), await joined(opened.joinCode)];
    assignment = (await assign(opened.id, { unitId: unit.id, testType: "words-writing", passMark: 0.5 })).body
      .data;
    await takeTest(first.token, unit, words, 1);
    await takeTest(first.token, unit, words, 3);
  });

  it("gives the teacher every learner × assignment: tests taken, last, average, best, done, last active", async () => {
    const response = await call<ClassProgressDto>("GET", `/classes/${opened.id}/progress`, {
      token: tokens.editor,
    });

    expect(response.status, response.text).toBe(200);
    expect(response.body.class).toStrictEqual({ id: opened.id, name: "Progress class" });
    expect(response.body.assignments).toStrictEqual([assignment]);
    const byLogin = new Map(response.body.learners.map((learner) => [learner.login, learner]));
    expect(response.body.learners.map((learner) => learner.login)).toStrictEqual(
      [first.login, second.login].sort(),
    );
    expect(byLogin.get(first.login)!.cells).toStrictEqual([
      {
        assignmentId: assignment.id,
        testsTaken: 2,
        lastResult: 0.75,
        averageResult: 0.5,
        bestResult: 0.75,
        lastTs: expect.any(Number),
        done: true,
      },
    ]);
    expect(byLogin.get(first.login)!.lastActiveTs).toBe(byLogin.get(first.login)!.cells[0]!.lastTs);
    expect(byLogin.get(second.login)).toMatchObject({
      lastActiveTs: null,
      cells: [
        {
          assignmentId: assignment.id,
          testsTaken: 0,
          lastResult: null,
          averageResult: null,
          bestResult: null,
          lastTs: null,
          done: false,
        },
      ],
    });
    expect((await call("GET", `/classes/${opened.id}/progress`, { token: tokens.admin })).status).toBe(200);
  });

  it("is refused to the class's learners and to other teachers (403), and 404 for an unknown class", async () => {
    const other = await registerTeacher();
    for (const token of [first.token, other.token, tokens.learner]) {
      expect((await call("GET", `/classes/${opened.id}/progress`, { token })).status).toBe(403);
    }
    expect((await call("GET", "/classes/999999/progress", { token: tokens.editor })).status).toBe(404);
  });

  it("gives each learner's review retention: last 30 days' answers to cards in review not 'again'", async () => {
    const db = await getDb();
    const userId = await findUserId({ login: first.login });
    const logs = await db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, userId))
      .orderBy(reviewLogs.id);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    // Two passed and one failed answer in review, one passed from before the window, the rest not in review.
    const [passedA, passedB, failed, old] = logs;
    await db
      .update(reviewLogs)
      .set({ state: 2, rating: 3 })
      .where(inArray(reviewLogs.id, [passedA!.id, passedB!.id]));
    await db.update(reviewLogs).set({ state: 2, rating: 1 }).where(eq(reviewLogs.id, failed!.id));
    await db
      .update(reviewLogs)
      .set({ state: 2, rating: 3, review: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(reviewLogs.id, old!.id));
    await db
      .update(reviewLogs)
      .set({ state: 1 })
      .where(
        and(
          eq(reviewLogs.userId, userId),
          notInArray(reviewLogs.id, [passedA!.id, passedB!.id, failed!.id, old!.id]),
        ),
      );

    const response = await call<ClassProgressDto>("GET", `/classes/${opened.id}/progress`, {
      token: tokens.editor,
    });
    const byLogin = new Map(response.body.learners.map((learner) => [learner.login, learner]));
    expect(byLogin.get(first.login)!.retention).toBeCloseTo(2 / 3);
    expect(byLogin.get(second.login)!.retention).toBeNull();
  });

  it("exports the table as CSV named after the class, with the same figures", async () => {
    const response = await call("GET", `/classes/${opened.id}/progress/export`, { token: tokens.editor });

    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="class-progress-class-progress.csv"',
    );
    const lines = response.text.trimEnd().split("\r\n");
    const label = `${unit.name} (words-writing)`;
    expect(lines[0]).toBe(
      `login,last active,review retention %,${label}: last %,${label}: average %,${label}: tests,${label}: done`,
    );
    expect(lines).toHaveLength(3);
    const rows = new Map(lines.slice(1).map((line) => [line.split(",")[0], line.split(",")]));
    expect(rows.get(first.login)!.slice(3)).toStrictEqual(["75", "50", "2", "yes"]);
    expect(rows.get(first.login)![1]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows.get(second.login)!.slice(1)).toStrictEqual(["", "", "", "", "0", "no"]);
    for (const token of [first.token, tokens.learner]) {
      expect((await call("GET", `/classes/${opened.id}/progress/export`, { token })).status).toBe(403);
    }
    expect((await call("GET", "/classes/999999/progress/export", { token: tokens.editor })).status).toBe(404);
  });

  it("lets the teacher's statistics pages read a member only: another login is refused (403)", async () => {
    const teacher = await principalOf(tokens.editor);
    await expect(taughtMember(teacher, opened.id, first.login.toUpperCase())).resolves.toBe(first.login);
    const outsider = await registerLearner("pupil");
    for (const login of [outsider.login, "nobody-at-all"]) {
      await expect(taughtMember(teacher, opened.id, login)).rejects.toMatchObject({ status: 403 });
    }
    const other = await registerTeacher();
    await expect(taughtMember(await principalOf(other.token), opened.id, first.login)).rejects.toMatchObject({
      status: 403,
    });
    await expect(taughtMember(await principalOf(first.token), opened.id, second.login)).rejects.toMatchObject(
      {
        status: 403,
      },
    );
  });

  it("reads a class of 12 learners × 6 assignments in the same few queries as a class of 2 × 1", async () => {
    const teacher = await principalOf(tokens.editor);
    const small = await countQueries(() => getClassProgress(teacher, opened.id));
    const big = await openClass(tokens.editor, "Big class");
    const units = await Promise.all(
      Array.from({ length: 6 }, () => makeFilledUnit({ words: 2, phrases: 0 })),
    );
    for (const filled of units) await assign(big.id, { unitId: filled.unit.id });
    for (let index = 0; index < 12; index++) {
      const learner = await joined(big.joinCode);
      await takeTest(learner.token, units[index % 6]!.unit, units[index % 6]!.words, index % 3);
    }
    const large = await countQueries(() => getClassProgress(teacher, big.id));

    expect(large.result.learners).toHaveLength(12);
    expect(large.result.learners.flatMap((learner) => learner.cells)).toHaveLength(72);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(5);
  });

  it("lets the teacher read a member's results while the member is in the class; nobody else", async () => {
    const statistics = (login: string, token: string) =>
      call<UnitWithResults[]>("GET", `/users/${login}/units/words-writing`, { token });
    const results = (login: string, token: string) =>
      call("GET", `/results/words-writing?unit=${unit.id}&login=${login}`, { token });
    const other = await registerTeacher();
    const learner = await joined(opened.joinCode);
    await takeTest(learner.token, unit, words, 2);

    const read = await statistics(learner.login, tokens.editor);
    expect(read.status, read.text).toBe(200);
    expect(read.body.find((row) => row.id === unit.id)!.results.map((row) => row.result)).toStrictEqual([
      0.5,
    ]);
    expect((await results(learner.login, tokens.editor)).status).toBe(200);

    // A classmate, another teacher, a learner outside: refused alike, as is an unknown login.
    for (const token of [first.token, other.token, tokens.learner]) {
      expect(await statistics(learner.login, token)).toMatchObject({
        status: 403,
        body: errorBody(
          403,
          "Only administrators and the learner's teachers may read another user's results",
        ),
      });
      expect((await results(learner.login, token)).status).toBe(403);
    }
    expect((await statistics("nobody-at-all", tokens.editor)).status).toBe(403);

    // Out of the class, out of the teacher's sight.
    expect((await call("POST", `/classes/${opened.id}/leave`, { token: learner.token })).status).toBe(200);
    expect((await statistics(learner.login, tokens.editor)).status).toBe(403);
    expect((await results(learner.login, tokens.editor)).status).toBe(403);
  });
});
