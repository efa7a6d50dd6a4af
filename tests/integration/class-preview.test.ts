// The page of a class's join link: what it shows of the class before the
// learner joins, and that it is no way round the allowance of wrong codes.
import { describe, expect, it } from "vitest";
import { createClass } from "@/lib/services/teaching/classes";
import { joinClass, leaveClass, previewClass } from "@/lib/services/teaching/membership";
import { joinInput } from "@/lib/validation/classes";
import { logInAs, registerLearner } from "../support/principals";

const code = (typed: string) => joinInput.parse({ code: typed });

describe("a class by its join code", () => {
  it("shows its name and teacher, and whether the caller is in it already, never its members", async () => {
    const teacher = await logInAs("editor");
    const opened = await createClass(teacher, { name: "Class 9A" });
    const { principal: learner } = await registerLearner("preview");
    const typed = code(`${opened.joinCode.slice(0, 4).toLowerCase()}-${opened.joinCode.slice(4)}`);

    const before = await previewClass(learner, typed);
    expect(before).toStrictEqual({ id: opened.id, name: "Class 9A", teacher: "editor", standing: "none" });

    await joinClass(learner, typed);
    expect(await previewClass(learner, typed)).toMatchObject({ standing: "member" });
    expect(await previewClass(teacher, typed)).toMatchObject({ standing: "teacher" });

    await leaveClass(learner, opened.id);
    expect(await previewClass(learner, typed)).toMatchObject({ standing: "none" });
  });

  it("is null for a code no class has, and wrong codes cost the same allowance as wrong joins", async () => {
    const teacher = await logInAs("editor");
    const opened = await createClass(teacher, { name: "Class 9B" });
    const { principal: learner } = await registerLearner("guess");
    const wrong = code(opened.joinCode.startsWith("A") ? "BBBBBBBB" : "AAAAAAAA");

    expect(await previewClass(learner, wrong)).toBeNull();
    // 29 wrong tries of the hour's 30; a right code costs nothing, so the 30th wrong one still reads.
    for (let attempt = 1; attempt < 29; attempt++) await previewClass(learner, wrong);
    expect(await previewClass(learner, code(opened.joinCode))).toMatchObject({ name: "Class 9B" });
    expect(await previewClass(learner, wrong)).toBeNull();
    await expect(previewClass(learner, wrong)).rejects.toMatchObject({ status: 429 });
    await expect(joinClass(learner, wrong)).rejects.toMatchObject({ status: 429 });
  });
});
