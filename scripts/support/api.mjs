// A JSON call to the app's REST API, for the scripts that prepare data through it.

/** Sends `body` as JSON with the session token when given; throws on an answer that is not 2xx. */
export async function callApi(api, method, url, body, token) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { "X-Session-Token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}
