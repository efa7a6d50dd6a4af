// The layering is checked by ESLint (eslint.config.mjs); these prove that the
// rules bite: a file that crosses a layer fails `npm run lint`.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the layering rules", () => {
  // Loading eslint.config.mjs and its parsers takes seconds on a loaded machine: a one-time cost
  // paid here, with room, instead of inside the first rule's test timeout.
  beforeAll(async () => {
    await eslint.lintText("export {};\n", { filePath: "components/ui/warm-up.tsx" });
  }, 60_000);

  it("keep components off app/, the service layer and the database", async () => {
    const services = await restrictedImports(
      "components/admin/fixture.tsx",
      'import { listUnits } from "@/lib/services/content/units";\nexport const units = listUnits;\n',
    );
    const database = await restrictedImports(
      "components/ui/fixture.tsx",
      'import { getDb } from "@/db/client";\nexport const db = getDb;\n',
    );
    // Server actions reach a component as props from its page, never by import.
    const action = await restrictedImports(
      "components/review/fixture.tsx",
      'import { answerReviewAction } from "@/app/review/actions";\nexport const answer = answerReviewAction;\n',
    );
    expect(services).toHaveLength(1);
    expect(services[0]).toMatch(/Components get data and server actions from pages/);
    expect(database).toHaveLength(1);
    expect(action).toHaveLength(1);
  });

  it("keep domain rules, schemas and types free of I/O", async () => {
    for (const [file, source] of [
      ["lib/domain/fixture.ts", "@/db/client"],
      ["lib/domain/fixture.ts", "node:fs"],
      ["lib/validation/fixture.ts", "@/lib/services/content/units"],
      ["lib/types/fixture.ts", "next/headers"],
    ] as const) {
      const messages = await restrictedImports(file, `import * as io from "${source}";\nexport { io };\n`);
      expect(messages, `${file} importing ${source}`).toHaveLength(1);
    }
  });

  it("keep services below auth, the API and the pages", async () => {
    const messages = await restrictedImports(
      "lib/services/fixture.ts",
      'import { authorize } from "@/lib/auth/authorize";\nexport { authorize };\n',
    );
    expect(messages).toHaveLength(1);
  });

  it("keep content and access below teaching, teaching below learning, and the shared helpers below all four", async () => {
    for (const [file, source] of [
      ["lib/services/content/fixture.ts", "@/lib/services/learning/results"],
      ["lib/services/content/fixture.ts", "../access/users"],
      ["lib/services/access/fixture.ts", "@/lib/services/content/units"],
      ["lib/services/access/fixture.ts", "../learning/review"],
      ["lib/services/fixture.ts", "./content/catalogue"],
      // Teaching sits between them: below learning, above content and access.
      ["lib/services/teaching/fixture.ts", "../learning/results"],
      ["lib/services/content/fixture.ts", "@/lib/services/teaching/classes"],
      ["lib/services/access/fixture.ts", "../teaching/oversight"],
      ["lib/services/fixture.ts", "./teaching/classes"],
    ] as const) {
      const messages = await restrictedImports(
        file,
        `import * as other from "${source}";\nexport { other };\n`,
      );
      expect(messages, `${file} importing ${source}`).toHaveLength(1);
    }
    for (const [file, source] of [
      ["lib/services/learning/fixture.ts", "../content/units"],
      ["lib/services/learning/fixture.ts", "@/lib/services/access/users"],
      ["lib/services/learning/fixture.ts", "../teaching/oversight"],
      ["lib/services/teaching/fixture.ts", "../access/users"],
      ["lib/services/teaching/fixture.ts", "@/lib/services/content/units"],
      ["lib/services/content/fixture.ts", "../paging"],
    ] as const) {
      const messages = await restrictedImports(
        file,
        `import * as other from "${source}";\nexport { other };\n`,
      );
      expect(messages, `${file} importing ${source}`).toStrictEqual([]);
    }
  });

  it("let the same imports through where the layers allow them", async () => {
    expect(
      await restrictedImports(
        "app/fixture/page.tsx",
        'import { listUnits } from "@/lib/services/content/units";\nexport const units = listUnits;\n',
      ),
    ).toStrictEqual([]);
    expect(
      await restrictedImports(
        "components/ui/fixture.tsx",
        'import type { UnitDto } from "@/lib/types/content";\nexport type Unit = UnitDto;\n',
      ),
    ).toStrictEqual([]);
  });
});
