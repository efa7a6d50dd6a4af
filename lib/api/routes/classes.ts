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
import { type ApiRoute, deleted, ok, routeGroup, saved, signedIn } from "../define";
import { answers, updateAnswers, WRITE_ERRORS } from "./docs";

// Every call of a class is open to signed-in callers by default: the service
// admits the class's teacher (or an administrator) and, for its assignments,
// its members; another teacher's class is 403, an unknown one 404. Opening a
// class is admin-only by default and the seed's endpoint row gives it to `teacher`.
const classRoute = routeGroup({ tag: "Classes", access: "user" });
const TEACHER_READ = [401, 403, 404];
const TEACHER_WRITE = [...WRITE_ERRORS, 404];

export const classRoutes = {
  mine: classRoute.get("/classes", {
    summary: "The caller's classes: those they teach (with join codes) and those they belong to",
    responses: answers(200, "The classes", myClassesOutput, [401, 403]),
    handle: async ({ principal }) => ok(await listMyClasses(signedIn(principal))),
  }),
  create: classRoute.post("/classes", {
    access: "admin",
    summary:
      "Open a class taught by the caller, with a new join code (teachers, through the seeded endpoint row)",
    body: classInput,
    responses: answers(201, "Created", savedOutput(taughtClassOutput), WRITE_ERRORS),
    handle: async ({ principal, body }) => saved(await createClass(signedIn(principal), body), 201),
  }),
  join: classRoute.post("/classes/join", {
    summary:
      "Join the class whose code the caller was given (case, spaces and hyphens do not matter); 404 when no " +
      "class has it, and wrong codes are limited per hour (429)",
    body: joinInput,
    responses: answers(200, "Joined", savedOutput(joinedClassOutput), [...WRITE_ERRORS, 404, 429]),
    handle: async ({ principal, body }) => saved(await joinClass(signedIn(principal), body), 200),
  }),
  get: classRoute.get("/classes/:id", {
    summary: "A class with its join code, members and assignments (its teacher)",
    responses: answers(200, "The class", classDetailOutput, TEACHER_READ),
    handle: async ({ principal, params }) => ok(await getClass(signedIn(principal), classIdOf(params.id!))),
  }),
  rename: classRoute.put("/classes/:id", {
    summary: "Rename a class (its teacher)",
    body: classInput,
    responses: updateAnswers(taughtClassOutput),
    handle: async ({ principal, params, body }) =>
      saved(await renameClass(signedIn(principal), classIdOf(params.id!), body), 200),
  }),
  remove: classRoute.delete("/classes/:id", {
    summary:
      "Delete a class with its memberships and assignments (its teacher); the learners keep their results",
    responses: answers(200, "Deleted", deletedOutput, TEACHER_READ),
    async handle({ principal, params }) {
      await deleteClass(signedIn(principal), classIdOf(params.id!));
      return deleted;
    },
  }),
  newCode: classRoute.post("/classes/:id/join-code", {
    summary: "Give a class a new join code; the old one stops working (its teacher)",
    body: noFields,
    responses: answers(200, "The class", savedOutput(taughtClassOutput), TEACHER_WRITE),
    handle: async ({ principal, params }) =>
      saved(await regenerateJoinCode(signedIn(principal), classIdOf(params.id!)), 200),
  }),
  leave: classRoute.post("/classes/:id/leave", {
    summary: "Leave a class the caller belongs to",
    body: noFields,
    responses: answers(200, "Left", deletedOutput, TEACHER_WRITE),
    async handle({ principal, params }) {
      await leaveClass(signedIn(principal), classIdOf(params.id!));
      return deleted;
    },
  }),
  removeMember: classRoute.delete("/classes/:id/members/:login", {
    summary: "Take a learner out of a class (its teacher)",
    responses: answers(200, "Removed", deletedOutput, TEACHER_READ),
    async handle({ principal, params }) {
      await removeMember(signedIn(principal), classIdOf(params.id!), params.login!);
      return deleted;
    },
  }),
  assignments: classRoute.get("/classes/:id/assignments", {
    summary: "A class's assignments, soonest due first (its teacher and its members)",
    responses: answers(200, "The assignments", assignmentOutput.array(), TEACHER_READ),
    handle: async ({ principal, params }) =>
      ok(await listAssignments(signedIn(principal), classIdOf(params.id!))),
  }),
  assign: classRoute.post("/classes/:id/assignments", {
    summary:
      "Assign a unit to a class (its teacher), optionally of one test type and with a due date; a learner's " +
      "assignment is done once a result made since reaches the pass mark",
    body: assignmentInput,
    responses: answers(201, "Assigned", savedOutput(assignmentOutput), TEACHER_WRITE),
    handle: async ({ principal, params, body }) =>
      saved(await assignUnit(signedIn(principal), classIdOf(params.id!), body), 201),
  }),
  unassign: classRoute.delete("/classes/:id/assignments/:assignment", {
    summary: "Withdraw an assignment (its teacher); results stay",
    responses: answers(200, "Withdrawn", deletedOutput, TEACHER_READ),
    async handle({ principal, params }) {
      await unassignUnit(signedIn(principal), classIdOf(params.id!), assignmentIdOf(params.assignment!));
      return deleted;
    },
  }),
  progress: classRoute.get("/classes/:id/progress", {
    summary:
      "A class's learners × assignments: tests taken, last, average and best result since assigned, done, " +
      "and when each learner last answered anything (its teacher)",
    responses: answers(200, "The progress table", classProgressOutput, TEACHER_READ),
    handle: async ({ principal, params }) =>
      ok(await getClassProgress(signedIn(principal), classIdOf(params.id!))),
  }),
  progressCsv: classRoute.get("/classes/:id/progress/export", {
    summary:
      "The progress table as CSV (its teacher): login, last active, review retention %, and per assignment " +
      "last %, average %, tests and done (formula starts kept as text with a leading ')",
    responses: answers(
      200,
      "text/csv, a header row and one row per learner (by login)",
      undefined,
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
  myAssignments: classRoute.get("/assignments", {
    summary: "The caller's assignments from every class they belong to, each marked done or not",
    responses: answers(200, "The assignments", myAssignmentOutput.array(), [401, 403]),
    handle: async ({ principal }) => ok(await listMyAssignments(signedIn(principal))),
  }),
};

export const classRouteList: ApiRoute[] = Object.values<ApiRoute>(classRoutes);
