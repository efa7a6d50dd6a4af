// Ceiling of the REST API: a route handler answering a constant body of the
// size of GET units, with no session and no database.
export const dynamic = "force-dynamic";

const BODY = [
  { id: 1, name: "Food and Drink", url: "food-and-drink", words: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  { id: 2, name: "Travel", url: "travel", words: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24] },
  { id: 3, name: "Work and Office", url: "work-and-office", words: [25, 26, 27, 28, 29, 30, 31, 32, 33] },
  { id: 4, name: "Home and Family", url: "home-and-family", words: [34, 35, 36, 37, 38, 39, 40, 41, 42] },
].map((unit, index) => ({ ...unit, phrases: [1, 2, 3, 4, 5].map((n) => index * 5 + n) }));

export function GET(): Response {
  return Response.json(BODY, { headers: { "cache-control": "no-store" } });
}
