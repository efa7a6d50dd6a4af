// The shapes of classes and assignments that leave the server, read off the
// API's output schemas (type-only imports: no zod reaches the browser).
import type { z } from "zod";
import type {
  assignmentOutput,
  classDetailOutput,
  classProgressOutput,
  joinedClassOutput,
  myAssignmentOutput,
  myClassesOutput,
  progressCellOutput,
  taughtClassOutput,
} from "@/lib/validation/outputs";

export type AssignmentDto = z.infer<typeof assignmentOutput>;
export type TaughtClassDto = z.infer<typeof taughtClassOutput>;
export type JoinedClassDto = z.infer<typeof joinedClassOutput>;
export type MyClassesDto = z.infer<typeof myClassesOutput>;
export type ClassDetailDto = z.infer<typeof classDetailOutput>;
export type MyAssignmentDto = z.infer<typeof myAssignmentOutput>;
export type ProgressCellDto = z.infer<typeof progressCellOutput>;
export type ClassProgressDto = z.infer<typeof classProgressOutput>;

/** A class as its join link's page shows it: never its members or code; the caller's standing in it. */
export type ClassPreview = {
  id: number;
  name: string;
  teacher: string;
  standing: "member" | "teacher" | "none";
};

/** A unit's mark in the units' list: what its assignments ask of the learner. */
export type UnitMark = { text: string; done: boolean };
