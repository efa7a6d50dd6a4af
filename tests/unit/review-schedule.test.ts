import { describe, expect, it } from "vitest";
import { newCardState, REVIEW_STATE, regradeCard, reviewCard } from "@/lib/domain/review-schedule";

const start = new Date("2026-03-01T10:00:00Z");
const minutes = (date: Date) => (date.getTime() - start.getTime()) / 60_000;
const days = (date: Date, from: Date) => (date.getTime() - from.getTime()) / 86_400_000;

describe("FSRS scheduling (ts-fsrs defaults)", () => {
  it("a new card is due at once", () => {
    const card = newCardState(start);
    expect(card.due).toStrictEqual(start);
    expect(card.state).toBe(REVIEW_STATE.new);
    expect(card.reps).toBe(0);
  });

  it("a wrong first answer comes back in a minute, a right one in ten, an easy one in days", () => {
    const card = newCardState(start);
    expect(minutes(reviewCard(card, start, "again").card.due)).toBe(1);
    expect(minutes(reviewCard(card, start, "good").card.due)).toBe(10);
    const easy = reviewCard(card, start, "easy").card;
    expect(easy.state).toBe(REVIEW_STATE.review);
    expect(days(easy.due, start)).toBeGreaterThanOrEqual(1);
  });

  it("logs the state before the answer", () => {
    const { card, log } = reviewCard(newCardState(start), start, "good");
    expect(log).toMatchObject({ grade: "good", state: REVIEW_STATE.new, review: start, due: start });
    expect(card.reps).toBe(1);
    expect(card.lastReview).toStrictEqual(start);
  });

  it("a card in review answered right moves further out; a lapse brings it back within minutes", () => {
    let card = reviewCard(newCardState(start), start, "easy").card;
    const later = card.due;
    const right = reviewCard(card, later, "good").card;
    expect(days(right.due, later)).toBeGreaterThan(days(later, start));
    card = reviewCard(card, later, "again").card;
    expect(card.lapses).toBe(1);
    expect(card.due.getTime() - later.getTime()).toBeLessThanOrEqual(10 * 60_000);
  });

  it("regrading the latest answer equals having answered with the new grade", () => {
    const first = reviewCard(newCardState(start), start, "easy").card;
    const at = new Date(first.due.getTime() + 3_600_000);
    const wrong = reviewCard(first, at, "again");
    const regraded = regradeCard(wrong.card, wrong.log, "good");
    const direct = reviewCard(first, at, "good");
    expect(regraded).toStrictEqual(direct);
  });

  it("regrading works on the very first answer of a card", () => {
    const card = newCardState(start);
    const wrong = reviewCard(card, start, "again");
    expect(regradeCard(wrong.card, wrong.log, "good")).toStrictEqual(reviewCard(card, start, "good"));
  });
});
