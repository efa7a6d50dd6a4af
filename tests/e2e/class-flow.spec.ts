// A class from start to end, each step in its owner's browser: the teacher
// opens a class, a learner joins by its link, the teacher assigns a unit, the
// learner sees it on Home and reaches the pass mark, and the teacher reads the
// result in the progress table and exports it.
import { readFileSync } from "node:fs";
import { logIn } from "./support/accounts";
import { demoUnit } from "./support/demo";
import { expect, test } from "./support/fixtures";
import { TestRunnerPage } from "./support/test-runner";
import { expectToast } from "./support/ui";

test.use({ signedInAs: "editor" });

test("a teacher's class: joined by link, a unit assigned, completed by the learner, read and exported by the teacher", async ({
  page: teacher,
  browser,
  learner,
  tag,
}) => {
  test.setTimeout(180_000);
  const name = `Flow ${tag}`;
  await teacher.goto("/classes");
  await teacher.getByLabel("Class name").fill(name);
  await teacher.getByRole("button", { name: "Create class" }).click();
  await expectToast(teacher, "The class is created");
  await expect(teacher.getByRole("heading", { level: 1, name })).toBeVisible();
  const link = (await teacher.getByRole("link", { name: /\/join\/[A-Z0-9]{8}$/ }).textContent())!;

  // The learner follows the shared link, signs in on the way and joins.
  const learnerContext = await browser.newContext();
  const student = await learnerContext.newPage();
  try {
    await student.goto(link);
    await logIn(student, learner.login, learner.password);
    await expect(student.getByText(name, { exact: true })).toBeVisible();
    await student.getByRole("button", { name: "Join class" }).click();
    await expectToast(student, `You joined ${name}`);

    // The teacher sees the member and assigns Travel's words writing at 80 %.
    await teacher.reload();
    await expect(teacher.getByRole("region", { name: "1 member" })).toContainText(learner.login);
    await teacher.getByLabel("Unit", { exact: true }).selectOption({ label: "Travel" });
    await teacher.getByLabel("Test type").selectOption({ label: "Words writing" });
    await teacher.getByRole("button", { name: "Assign", exact: true }).click();
    await expectToast(teacher, "The unit is assigned");
    await expect(teacher.getByRole("region", { name: "Assignments" })).toContainText("Done:0 of 1");

    // On the learner's Home: the assignment, taken from there to the pass mark.
    await student.goto("/");
    const assignment = student.getByRole("region", { name: "Assignments" }).getByTestId("assignment");
    await expect(assignment).toContainText("Travel");
    await expect(assignment).not.toContainText("Done");
    await assignment.getByRole("link", { name: /Take the test/ }).click();
    const runner = new TestRunnerPage(student, "travel", "words-writing");
    const words = demoUnit("travel").words.length;
    await runner.answerAll(words, (index, correct) => (index === 1 ? "wrong" : correct));
    const result = await runner.confirmSubmission();
    const score = Math.floor(((words - 1) / words) * 100);
    await expect(result.getByTestId("score")).toHaveText(`${score}%`);
    await student.goto("/");
    await expect(assignment).toContainText("✓ Done");

    // The teacher's table has the result; the export has the same figures.
    await teacher.reload();
    await expect(teacher.getByRole("region", { name: "Assignments" })).toContainText("Done:1 of 1");
    await teacher.getByRole("link", { name: "Progress" }).click();
    const row = teacher.locator(`tr[data-learner="${learner.login}"]`);
    await expect(row).toContainText(`Last ${score}%`);
    await expect(row).toContainText("Done");
    const downloading = teacher.waitForEvent("download");
    await teacher.getByRole("link", { name: "Export CSV" }).click();
    const lines = readFileSync((await (await downloading).path())!, "utf8")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(",").slice(0, 1)).toEqual([learner.login]);
    expect(lines[1]!.split(",").slice(3)).toEqual([`${score}`, `${score}`, "1", "yes"]);
  } finally {
    await learnerContext.close();
  }
});
