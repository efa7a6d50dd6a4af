// Talking to a running Practice server: API tokens, the browser's session
// cookie, the seeded results the benchmark reads back.
export const API = "/english-api/api/v1";

export const PASSWORDS = {
  admin: "practice-admin",
  editor: "practice-editor",
  learner: "practice-learner",
};

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export async function apiLogin(base, login, password) {
  const response = await fetch(`${base}${API}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password }),
  });
  return (await json(response, `log in ${login}`)).token;
}

export async function apiRegister(base, login, password) {
  const response = await fetch(`${base}${API}/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, email: `${login}@example.com`, password, confirmPassword: password }),
  });
  return (await json(response, `register ${login}`)).token;
}

export async function getJson(base, path, token) {
  const headers = token ? { "x-session-token": token } : {};
  return json(await fetch(`${base}${API}${path}`, { headers }), `GET ${path}`);
}

/** A words-writing submission for a unit: the first half answered right, the rest wrong. */
export function wordsSubmission(unitId, unitWords) {
  return {
    unitId,
    createdTs: Date.now(),
    answers: unitWords.map((word, index) => ({
      questionId: word.id,
      answer: index < unitWords.length / 2 ? word.en : "no idea",
    })),
  };
}

export async function submitWords(base, token, submission) {
  const response = await fetch(`${base}${API}/results/words-writing`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-session-token": token },
    body: JSON.stringify(submission),
  });
  return json(response, "POST results/words-writing");
}

function cookiePairs(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
}

/** Logs in as the browser does (next-auth's credentials callback) and returns the Cookie header. */
export async function browserLogin(base, login, password) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await json(csrf, "GET /api/auth/csrf");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiePairs(csrf).join("; "),
    },
    body: new URLSearchParams({ csrfToken, login, password, json: "true", callbackUrl: base }),
  });
  const session = cookiePairs(response).find((pair) => pair.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`Browser login of ${login} failed: ${response.status}`);
  return session;
}

/** Fetches a page and checks that it rendered for the signed-in user. */
export async function checkPage(base, path, cookie, login) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  if (login && !html.includes(login)) throw new Error(`${path} did not render for ${login}`);
  return html;
}
