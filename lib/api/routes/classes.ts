import { assignmentIdOf, classIdOf } from "@/lib/services/teaching/ownership";
import {
  createClass,
  deleteClass,
  getClass,
  listMyClasses,
  regenerateJoinCode,
  renameClass,
} from "@/lib/services/teaching/classes";
import { joinClass, leaveClass, removeMember } from "@/lib/services/teaching/membership";
import {
  assignUnit,
  listAssignments,
  listMyAssignments,
  unassignUnit,
} from "@/lib/services/teaching/assignments";
import { exportClassProgressCsv, getClassProgress } from "@/lib/services/teaching/progress";
import { assignmentInput, classInput, joinInput, noFields } from "@/lib/validation/classes";
import {
  assignmentOutput,
  classDetailOutput,
  classProgressOutput,
  deletedOutput,
  joinedClassOutput,
  myAssignmentOutput,
  myClassesOutput,
  savedOutput,
  taughtClassOutput,
} from "@/lib/validation/outputs";
import { type ApiRoute, deleted, defineRoute, ok, saved, signedIn } from "../define";
import { answers, updateAnswers, WRITE_ERRORS } from "./docs";

// Every call of a class is open to signed-in callers by default: the service
// admits the class's teacher (or an administrator) and, for its assignments,
// its members; another teacher's class is 403, an unknown one 404. Opening a
// class is admin-only by default and the seed's endpoint row gives it to `teacher`.
const TEACHER_READ = [401, 403, 404];
const TEACHER_WRITE = [...WRITE_ERRORS, 404];

export const classRoutes = {
  mine: defineRoute({
    method: "GET",
    path: "/classes",
    access: "user",
    tag: "Classes",
    summary: "The caller's classes: those they teach (with join codes) and those they belong to",
    responses: answers({ 200: { description: "The classes", schema: myClassesOutput } }, [401, 403]),
    async handle({ principal }) {
      return ok(await listMyClasses(signedIn(principal)));
    },
  }),
  create: defineRoute({
    method: "POST",
    path: "/classes",
    access: "admin",
    tag: "Classes",
    summary:
      "Open a class taught by the caller, with a new join code (teachers, through the seeded endpoint row)",
    body: classInput,
    responses: answers(
      { 201: { description: "Created", schema: savedOutput(taughtClassOutput) } },
      WRITE_ERRORS,
    ),
    async handle({ principal, body }) {
      return saved(await createClass(signedIn(principal), body), 201);
    },
  }),
  join: defineRoute({
    method: "POST",
    path: "/classes/join",
    access: "user",
    tag: "Classes",
    summary:
      "Join the class whose code the caller was given (case, spaces and hyphens do not matter); 404 when no " +
      "class has it, and wrong codes are limited per hour (429)",
    body: joinInput,
    responses: answers({ 200: { description: "Joined", schema: savedOutput(joinedClassOutput) } }, [
      ...WRITE_ERRORS,
      404,
      429,
    ]),
    async handle({ principal, body }) {
      return saved(await joinClass(signedIn(principal), body), 200);
    },
  }),
  get: defineRoute({
    method: "GET",
    path: "/classes/:id",
    access: "user",
    tag: "Classes",
    summary: "A class with its join code, members and assignments (its teacher)",
    responses: answers({ 200: { description: "The class", schema: classDetailOutput } }, TEACHER_READ),
    async handle({ principal, params }) {
      return ok(await getClass(signedIn(principal), classIdOf(params.id!)));
    },
  }),
  rename: defineRoute({
    method: "PUT",
    path: "/classes/:id",
    access: "user",
    tag: "Classes",
    summary: "Rename a class (its teacher)",
    body: classInput,
    responses: updateAnswers(taughtClassOutput),
    async handle({ principal, params, body }) {
      return saved(await renameClass(signedIn(principal), classIdOf(params.id!), body), 200);
    },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/classes/:id",
    access: "user",
    tag: "Classes",
    summary:
      "Delete a class with its memberships and assignments (its teacher); the learners keep their results",
    responses: answers({ 200: { description: "Deleted", schema: deletedOutput } }, TEACHER_READ),
    async handle({ principal, params }) {
      await deleteClass(signedIn(principal), classIdOf(params.id!));
      return deleted;
    },
  }),
  newCode: defineRoute({
    method: "POST",
    path: "/classes/:id/join-code",
    access: "user",
    tag: "Classes",
    summary: "Give a class a new join code; the old one stops working (its teacher)",
    body: noFields,
    responses: answers(
      { 200: { description: "The class", schema: savedOutput(taughtClassOutput) } },
      TEACHER_WRITE,
    ),
    async handle({ principal, params }) {
      return saved(await regenerateJoinCode(signedIn(principal), classIdOf(params.id!)), 200);
    },
  }),
  leave: defineRoute({
    method: "POST",
    path: "/classes/:id/leave",
    access: "user",
    tag: "Classes",
    summary: "Leave a class the caller belongs to",
    body: noFields,
    responses: answers({ 200: { description: "Left", schema: deletedOutput } }, TEACHER_WRITE),
    async handle({ principal, params }) {
      await leaveClass(signedIn(principal), classIdOf(params.id!));
      return deleted;
    },
  }),
  removeMember: defineRoute({
    method: "DELETE",
    path: "/classes/:id/members/:login",
    access: "user",
    tag: "Classes",
    summary: "Take a learner out of a class (its teacher)",
    responses: answers({ 200: { description: "Removed", schema: deletedOutput } }, TEACHER_READ),
    async handle({ principal, params }) {
      await removeMember(signedIn(principal), classIdOf(params.id!), params.login!);
      return deleted;
    },
  }),
  assignments: defineRoute({
    method: "GET",
    path: "/classes/:id/assignments",
    access: "user",
    tag: "Classes",
    summary: "A class's assignments, soonest due first (its teacher and its members)",
    responses: answers(
      { 200: { description: "The assignments", schema: assignmentOutput.array() } },
      TEACHER_READ,
    ),
    async handle({ principal, params }) {
      return ok(await listAssignments(signedIn(principal), classIdOf(params.id!)));
    },
  }),
  assign: defineRoute({
    method: "POST",
    path: "/classes/:id/assignments",
    access: "user",
    tag: "Classes",
    summary:
      "Assign a unit to a class (its teacher), optionally of one test type and with a due date; a learner's " +
      "assignment is done once a result made since reaches the pass mark",
    body: assignmentInput,
    responses: answers(
      { 201: { description: "Assigned", schema: savedOutput(assignmentOutput) } },
      TEACHER_WRITE,
    ),
    async handle({ principal, params, body }) {
      return saved(await assignUnit(signedIn(principal), classIdOf(params.id!), body), 201);
    },
  }),
  unassign: defineRoute({
    method: "DELETE",
    path: "/classes/:id/assignments/:assignment",
    access: "user",
    tag: "Classes",
    summary: "Withdraw an assignment (its teacher); results stay",
    responses: answers({ 200: { description: "Withdrawn", schema: deletedOutput } }, TEACHER_READ),
    async handle({ principal, params }) {
      await unassignUnit(signedIn(principal), classIdOf(params.id!), assignmentIdOf(params.assignment!));
      return deleted;
    },
  }),
  progress: defineRoute({
    method: "GET",
    path: "/classes/:id/progress",
    access: "user",
    tag: "Classes",
    summary:
      "A class's learners × assignments: tests taken, last, average and best result since assigned, done, " +
      "and when each learner last answered anything (its teacher)",
    responses: answers(
      { 200: { description: "The progress table", schema: classProgressOutput } },
      TEACHER_READ,
    ),
    async handle({ principal, params }) {
      return ok(await getClassProgress(signedIn(principal), classIdOf(params.id!)));
    },
  }),
  progressCsv: defineRoute({
    method: "GET",
    path: "/classes/:id/progress/export",
    access: "user",
    tag: "Classes",
    summary:
      "The progress table as CSV (its teacher): login, last active, review retention %, and per assignment " +
      "last %, average %, tests and done (formula starts kept as text with a leading ')",
    responses: answers(
      { 200: { description: "text/csv, a header row and one row per learner (by login)" } },
      TEACHER_READ,
    ),
    async handle({ principal, params }) {
      const { filename, csv } = await exportClassProgressCsv(signedIn(principal), classIdOf(params.id!));
      return {
        status: 200,
        body: null,
        text: csv,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${filename}"`,
        },
      };
    },
  }),
  myAssignments: defineRoute({
    method: "GET",
    path: "/assignments",
    access: "user",
    tag: "Classes",
    summary: "The caller's assignments from every class they belong to, each marked done or not",
    responses: answers(
      { 200: { description: "The assignments", schema: myAssignmentOutput.array() } },
      [401, 403],
    ),
    async handle({ principal }) {
      return ok(await listMyAssignments(signedIn(principal)));
    },
  }),
};

export const classRouteList: ApiRoute[] = Object.values<ApiRoute>(classRoutes);
