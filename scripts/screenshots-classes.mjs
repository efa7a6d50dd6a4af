// The teacher's class for `npm run screenshots`: the demo editor (who teaches) opens a class,
// three learners join it with its code, two assignments are set and two learners answer the
// first, so the class page counts who is done and the progress table has every kind of cell.
import { callApi } from "./support/api.mjs";

const PASSWORD = "screenshots-learner";
const LEARNERS = [
  { login: "anna.petrova", right: 11 },
  { login: "boris.ivanov", right: 6 },
  { login: "vera.smirnova", right: null },
];

/** Creates the class through the REST API and returns its id. */
export async function prepareClass(api, teacher) {
  const json = (method, url, body, token) => callApi(api, method, url, body, token);
  const { token: teacherToken } = await json("POST", "/auth/login", teacher);
  const { data: created } = await json(
    "POST",
    "/classes",
    { name: "Year 7 English — group B" },
    teacherToken,
  );
  const travel = await json("GET", "/units/travel");
  const words = await json("GET", "/units/travel/words");
  await json(
    "POST",
    `/classes/${created.id}/assignments`,
    { unitId: travel.id, testType: "words-writing", dueDate: "2030-05-01", passMark: 0.7 },
    teacherToken,
  );
  await json(
    "POST",
    `/classes/${created.id}/assignments`,
    { unitId: travel.id, passMark: 0.8 },
    teacherToken,
  );
  for (const { login, right } of LEARNERS) {
    const { token } = await json("POST", "/auth/register", {
      login,
      email: `${login}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await json("POST", "/classes/join", { code: created.joinCode }, token);
    if (right === null) continue;
    const answers = words.map((word, index) => ({
      questionId: word.id,
      answer: index < right ? word.en : "-",
    }));
    await json(
      "POST",
      "/results/words-writing",
      { unitId: travel.id, createdTs: Date.now(), answers },
      token,
    );
  }
  return created.id;
}
