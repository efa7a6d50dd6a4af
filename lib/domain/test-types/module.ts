import type { z } from "zod";
import { AppError } from "@/lib/errors";
import type { PhraseDto, WordDto } from "@/lib/types/content";
import type { AnswerCheck } from "../answers";
import type { ReviewGrade } from "../review-grading";
import { type ScoredItem, scoreSubmission, type Submitted } from "../scoring";

/** What a unit holds that a test can ask, by kind. */
export type UnitMembers = { words: WordDto; phrases: PhraseDto };
type MemberKind = keyof UnitMembers;
/** Reads a unit's members of one kind, in the unit's order. */
type MemberLoader = <K extends MemberKind>(kind: K) => Promise<Array<UnitMembers[K]>>;
/**
 * Reads members of one kind of the units next to the unit (in id order,
 * nearest first, either side), at most `wanted` of each, until at least
 * `wanted` or none is left.
 */
type NearbyLoader = <K extends MemberKind>(kind: K, wanted: number) => Promise<Array<UnitMembers[K]>>;
/** What a question may draw on besides its own member, as choices do. */
type QuestionContext<Kind extends MemberKind> = {
  /** The unit's members of the kind, the question's own among them. */
  members: ReadonlyArray<UnitMembers[Kind]>;
  /** Members of the nearest units, when the type asked for them. */
  nearby: ReadonlyArray<UnitMembers[Kind]>;
};

/**
 * What the browser knows of a question. With `accepted` the runner judges
 * each answer at once; without it the accepted answers stay on the server.
 * The server scores every submission either way.
 */
export type TestQuestion = {
  id: number;
  prompt: string;
  /** Words to build the answer from, the answer's among others. */
  chips?: string[];
  /**
   * What is accepted: a text is a word's (public in the vocabulary), whose
   * "/"-separated spellings are each accepted, a slip of the keyboard
   * forgiven; a list is a phrase's accepted answers, judged exactly.
   */
  accepted?: string | string[];
  /** Answers to pick one of (the accepted one among them) instead of typing: a click or a key 1–9. */
  choices?: string[];
  /** English the runner reads aloud instead of showing the prompt, which it shows once answered. */
  spoken?: string;
};

type JudgedAnswer = { answer: string; correct: boolean; typo: boolean };

/**
 * The answers table of a result: the heading and the answer field of its
 * prompt and accepted columns. A text field holds a word's "/"-separated
 * variants; a list field, the accepted answers as they are.
 */
export type AnswerColumns<Answer = JudgedAnswer> = Record<
  "prompt" | "accepted",
  {
    /** The column's heading, by its key in the answers table's texts. */
    heading: ColumnHeading;
    field: keyof Answer & string;
    /** The column's language: Russian prompts and English accepted answers unless said. */
    lang?: Language;
  }
> & {
  /** The answer field that names the question, for "Retry my mistakes". */
  questionId: keyof Answer & string;
  /** The answers were picked among choices, not typed: shown as given, with no letter diff. */
  picked?: boolean;
};

type Language = "en" | "ru";

/** The headings an answers table has for its prompt and accepted columns. */
export type ColumnHeading = "russian" | "correctAnswer" | "question" | "acceptedAnswers" | "english";

/** What the browser must have for a type: an English voice, for a type that speaks its questions. */
export type Requirement = "english-voice";

/**
 * What the browser's runner and answers table need of a type: plain data a
 * page can pass. The type's texts (its instruction, the toast when a result
 * is not saved) are the catalogue's, by its slug.
 */
export type TestTypeView = {
  slug: string;
  columns: AnswerColumns;
  /** The language of the questions' prompts: Russian unless said. */
  promptLang?: Language;
  needs?: Requirement;
};

/** One type of test: all that the pages, the runner, the REST results and the scoring know of it. */
type TestTypeSpec<Slug extends string, Kind extends MemberKind, Answer extends JudgedAnswer> = {
  slug: Slug;
  /** The spec's number of the type; the statistics page lists the types by it. */
  index: number;
  /** The test asks every member of this kind in the unit, once each. */
  asks: Kind;
  /*
   * Its name, descriptions and instruction are the catalogue's (namespace
   * testTypes, by slug): messages/en/testTypes.json and its Russian twin.
   */
  /** The language of the prompts: Russian unless said. */
  promptLang?: Language;
  /** What the browser must have to take the test; the tests page offers the type only there. */
  needs?: Requirement;
  /** One answer of a stored result, as the REST results answer it and openapi.json documents it. */
  answer: z.ZodType<Answer>;
  columns: AnswerColumns<Answer>;
  /** A member as the runner gets it: only what the browser may see. */
  question: (member: UnitMembers[Kind], context: QuestionContext<Kind>) => TestQuestion;
  /** How many members of the nearest units the questions draw on, given the unit's own (none unless said). */
  nearby?: (members: ReadonlyArray<UnitMembers[Kind]>) => number;
  /** The server's verdict on one answer. */
  check: (member: UnitMembers[Kind], answer: string) => AnswerCheck;
  answerOf: (item: ScoredItem<UnitMembers[Kind]>) => Answer;
  /** The word whose review card an answer given moves, for types that ask words. */
  reviewedWord?: (member: UnitMembers[Kind]) => number;
  /** The strongest grade an answer gives the card: an easier exercise counts as a weaker review. */
  strongestGrade?: ReviewGrade;
};

/** A test type from its spec, with what follows from it: the runner's questions, the scoring, the view. */
export function defineTestType<
  const Slug extends string,
  Kind extends MemberKind,
  Answer extends JudgedAnswer,
>(spec: TestTypeSpec<Slug, Kind, Answer>) {
  const { slug, columns, promptLang, needs, reviewedWord, strongestGrade } = spec;
  const cap = strongestGrade ? { strongest: strongestGrade } : {};
  return {
    ...spec,
    view: {
      slug,
      columns: columns as AnswerColumns,
      promptLang,
      needs,
    } satisfies TestTypeView,
    /** The runner's questions; `loadNearby` is read only by a type that draws on the nearest units. */
    async questions(load: MemberLoader, loadNearby?: NearbyLoader) {
      const members = await load(spec.asks);
      const wanted = spec.nearby?.(members) ?? 0;
      const nearby = wanted > 0 && loadNearby ? await loadNearby(spec.asks, wanted) : [];
      return members.map((member) => spec.question(member, { members, nearby }));
    },
    /**
     * Scores a submission against the unit's members. It is refused as a whole
     * (422) when the unit has nothing to ask (after `whenNone`, which may find
     * the unit unknown), or an answer is not one of its questions or repeated.
     */
    async score(
      load: MemberLoader,
      { answers: submitted, questionIds: asked }: { answers: Submitted[]; questionIds?: number[] },
      whenNone: () => Promise<void>,
    ) {
      const questions = await load(spec.asks);
      if (questions.length === 0) {
        await whenNone();
        throw AppError.validation({ unitId: "This unit has no questions for this test" });
      }
      const scored = scoreSubmission({ questions, answers: submitted, check: spec.check, asked });
      if (!scored.ok) throw AppError.validation({ answers: scored.message });
      const given = new Set(submitted.map((item) => item.questionId));
      // Every word the learner answered becomes or moves their review card, with the result or not at all.
      const reviews = scored.items.flatMap(({ question, answer, correct, typo }) =>
        reviewedWord && given.has(question.id)
          ? [{ wordId: reviewedWord(question), answer, check: { correct, typo }, elapsedMs: null, ...cap }]
          : [],
      );
      return { result: scored.result, answers: scored.items.map(spec.answerOf), reviews };
    },
  };
}
