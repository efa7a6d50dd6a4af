// The review, statistics and account catalogues count in each language's own forms at 0, 1,
// 2, 5 and 21, and the English messages read as the pages read before they were translated.
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "@/messages";
import { dueInWords, dueSoonWords } from "@/lib/domain/review-time";
import { activityCalendar } from "@/lib/domain/activity-calendar";
import {
  formatDayMonth,
  formatFullDay,
  formatShortMonth,
  formatShortWeekday,
} from "@/lib/domain/calendar-day";

const COUNTS = [0, 1, 2, 5, 21];

function message(locale: "en" | "ru", id: string): string {
  let node: unknown = CATALOGUES[locale];
  for (const part of id.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`No message ${locale}: ${id}`);
  return node;
}

const format = (locale: "en" | "ru", id: string, values: Record<string, number | string>) =>
  new IntlMessageFormat(message(locale, id), locale).format(values);

const counted = (locale: "en" | "ru", id: string, extra: Record<string, number | string> = {}) =>
  COUNTS.map((count) => format(locale, id, { count, ...extra }));

describe("the review, statistics and account catalogues", () => {
  it("count streak days", () => {
    expect(counted("en", "statistics.activity.days")).toEqual([
      "0 days",
      "1 day",
      "2 days",
      "5 days",
      "21 days",
    ]);
    expect(counted("ru", "statistics.activity.days")).toEqual([
      "0 дней",
      "1 день",
      "2 дня",
      "5 дней",
      "21 день",
    ]);
  });

  it("count the words a review recalled", () => {
    expect(counted("en", "review.summary.recalled", { recalled: 0 })).toEqual([
      "You recalled 0 of 0 words.",
      "You recalled 0 of 1 word.",
      "You recalled 0 of 2 words.",
      "You recalled 0 of 5 words.",
      "You recalled 0 of 21 words.",
    ]);
    expect(counted("ru", "review.summary.recalled", { recalled: 0 })).toEqual([
      "Вы вспомнили 0 из 0 слов.",
      "Вы вспомнили 0 из 1 слова.",
      "Вы вспомнили 0 из 2 слов.",
      "Вы вспомнили 0 из 5 слов.",
      "Вы вспомнили 0 из 21 слова.",
    ]);
  });

  it("count the cards due today and the units left out", () => {
    expect(counted("ru", "review.page.dueToday")).toEqual([
      "Сегодня: 0 карточек (в ближайшие 24 часа).",
      "Сегодня: 1 карточка (в ближайшие 24 часа).",
      "Сегодня: 2 карточки (в ближайшие 24 часа).",
      "Сегодня: 5 карточек (в ближайшие 24 часа).",
      "Сегодня: 21 карточка (в ближайшие 24 часа).",
    ]);
    expect(format("en", "review.page.dueToday", { count: 1 })).toBe("Due today: 1 card (within 24 hours).");
    expect(counted("en", "statistics.type.showMore")).toEqual([
      "Show 0 more units without results",
      "Show 1 more unit without results",
      "Show 2 more units without results",
      "Show 5 more units without results",
      "Show 21 more units without results",
    ]);
    expect(counted("ru", "statistics.type.showMore")).toEqual([
      "Показать ещё 0 разделов без результатов",
      "Показать ещё 1 раздел без результатов",
      "Показать ещё 2 раздела без результатов",
      "Показать ещё 5 разделов без результатов",
      "Показать ещё 21 раздел без результатов",
    ]);
  });

  it("count a badge's results and a heatmap cell's answers", () => {
    expect(counted("en", "statistics.type.badge", { average: 75 })).toEqual([
      "0 results, average 75%",
      "1 result, average 75%",
      "2 results, average 75%",
      "5 results, average 75%",
      "21 results, average 75%",
    ]);
    expect(counted("ru", "statistics.type.badge", { average: 75 })).toEqual([
      "0 результатов, в среднем 75%",
      "1 результат, в среднем 75%",
      "2 результата, в среднем 75%",
      "5 результатов, в среднем 75%",
      "21 результат, в среднем 75%",
    ]);
    expect(counted("en", "statistics.heatmap.cell", { day: "3 March" })).toEqual([
      "No answers on 3 March",
      "1 answer on 3 March",
      "2 answers on 3 March",
      "5 answers on 3 March",
      "21 answers on 3 March",
    ]);
    expect(counted("ru", "statistics.heatmap.cell", { day: "3 марта" })).toEqual([
      "3 марта: нет ответов",
      "3 марта: 1 ответ",
      "3 марта: 2 ответа",
      "3 марта: 5 ответов",
      "3 марта: 21 ответ",
    ]);
  });

  it("count the totals of the last weeks", () => {
    const totals = (locale: "en" | "ru", count: number) =>
      format(locale, "statistics.activity.totals", { answers: count, days: count, tests: count });
    expect(COUNTS.map((count) => totals("en", count))).toEqual([
      "0 answers on 0 days, in 0 tests.",
      "1 answer on 1 day, in 1 test.",
      "2 answers on 2 days, in 2 tests.",
      "5 answers on 5 days, in 5 tests.",
      "21 answers on 21 days, in 21 tests.",
    ]);
    expect(COUNTS.map((count) => totals("ru", count))).toEqual([
      "0 ответов за 0 дней, в 0 тестах.",
      "1 ответ за 1 день, в 1 тесте.",
      "2 ответа за 2 дня, в 2 тестах.",
      "5 ответов за 5 дней, в 5 тестах.",
      "21 ответ за 21 день, в 21 тесте.",
    ]);
  });
});

describe("times and dates in the chosen locale", () => {
  const now = Date.parse("2026-03-01T10:00:00Z");
  const MINUTE = 60_000;

  it("say when a card comes back in Russian, and in English as before", () => {
    expect(dueInWords(now + 10 * MINUTE, now, "ru")).toBe("через 10 минут");
    expect(dueInWords(now + MINUTE, now, "ru")).toBe("через 1 минуту");
    expect(dueInWords(now + 24 * 60 * MINUTE, now, "ru")).toBe("завтра");
    expect(dueInWords(now, now, "ru")).toBe("сейчас");
    expect(dueInWords(now, now)).toBe("now");
    expect(dueSoonWords(now + 2 * MINUTE, now, "ru")).toBe("через 2 минуты");
    expect(dueSoonWords(now + 5 * 60 * MINUTE, now, "ru")).toBe("через 5 часов");
    expect(dueSoonWords(now - MINUTE, now, "ru")).toBe("сейчас");
    expect(dueSoonWords(now + 2 * MINUTE, now)).toBe("in 2 min");
  });

  it("name days, months and weekdays in Russian, and in English as before", () => {
    expect(formatDayMonth("2026-03-03", "ru")).toBe("3 марта");
    expect(formatDayMonth("2026-03-03")).toBe("3 March");
    expect(formatFullDay("2026-03-03", "ru")).toBe("вт, 3 марта 2026 г.");
    expect(formatFullDay("2026-03-03")).toBe("Tue 3 March 2026");
    expect(formatShortMonth("2026-09-01", "ru")).toBe("сент.");
    expect(formatShortMonth("2026-09-01")).toBe("Sep");
    expect(["2024-01-01", "2024-01-03", "2024-01-05"].map((day) => formatShortWeekday(day, "ru"))).toEqual([
      "пн",
      "ср",
      "пт",
    ]);
    expect(["2024-01-01", "2024-01-03", "2024-01-05"].map((day) => formatShortWeekday(day))).toEqual([
      "Mon",
      "Wed",
      "Fri",
    ]);
    const months = activityCalendar({ days: [], today: "2026-03-03", locale: "ru" })
      .weeks.map((week) => week.month)
      .filter((month) => month !== null);
    expect(months).toEqual(["нояб.", "дек.", "янв.", "февр.", "март"]);
  });
});
