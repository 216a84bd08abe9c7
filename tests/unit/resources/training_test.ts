// Training rules: quiz grading against the pass mark, completion only with every lesson and a
// passed quiz, a pass kept after a later failed attempt, lessons counted once.
import assert from "node:assert/strict";
import { openKv } from "../../../lib/db/kv.ts";
import {
  completeLesson,
  type Course,
  courseStatus,
  gradeQuiz,
  progressOf,
  QuestionInput,
  submitQuiz,
} from "../../../lib/resources/training.ts";
import { COURSE_SEED } from "../../../lib/resources/training_data.ts";

const skates: Course = { ...COURSE_SEED[0], updated_at: "2026-11-01T00:00:00Z" };

Deno.test("quiz: 2 of 3 right passes a 66 % mark, 1 of 3 does not", () => {
  assert.deepEqual(gradeQuiz(skates, { q1: 1, q2: 0, q3: 0 }), {
    right: 2,
    total: 3,
    passed: true,
  });
  assert.deepEqual(gradeQuiz(skates, { q1: 1, q2: 2, q3: 0 }), {
    right: 1,
    total: 3,
    passed: false,
  });
});

Deno.test("progress: complete only after every lesson and a pass; a later failure keeps the pass", async () => {
  const kv = await openKv(":memory:");
  try {
    const now = new Date("2026-11-20T15:00:00Z");
    await completeLesson(kv, "u1", skates, "measure", now);
    await completeLesson(kv, "u1", skates, "measure", now);
    let p = (await progressOf(kv, "u1")).get("skate-fitting")!;
    assert.deepEqual(p.lessons_done, ["measure"]);
    assert.equal(courseStatus(skates, p).percent, 25);
    await submitQuiz(kv, "u1", skates, { q1: 1, q2: 0, q3: 1 }, now);
    await completeLesson(kv, "u1", skates, "fit-check", now);
    p = (await progressOf(kv, "u1")).get("skate-fitting")!;
    assert.equal(p.completed_at, null, "one lesson still to do");
    await completeLesson(kv, "u1", skates, "baking", now);
    p = await submitQuiz(kv, "u1", skates, { q1: 0, q2: 1, q3: 0 }, now);
    assert.equal(p.quiz?.passed, true);
    assert.equal(p.quiz?.right, 3);
    assert.equal(p.completed_at, now.toISOString());
    assert.equal(courseStatus(skates, p).complete, true);
    await assert.rejects(() => completeLesson(kv, "u1", skates, "nope", now), RangeError);
  } finally {
    kv.close();
  }
});

Deno.test("question form: answers one per line in both languages, right answer numbered from 1", () => {
  const ok = QuestionInput.safeParse({
    prompt_en: "Q",
    prompt_fr: "Q",
    options_en: "A\nB",
    options_fr: "A\nB",
    answer: "2",
  });
  assert.ok(ok.success);
  const bad = QuestionInput.safeParse({
    prompt_en: "Q",
    prompt_fr: "Q",
    options_en: "A\nB\nC",
    options_fr: "A\nB",
    answer: "4",
  });
  assert.ok(!bad.success);
  const paths = bad.error.issues.map((i) => i.path[0]).sort();
  assert.deepEqual(paths, ["answer", "options_fr"]);
});

Deno.test("a web-order fulfillment course is seeded, in both languages, with a sound quiz", () => {
  const course = COURSE_SEED.find((c) => c.id === "web-order-fulfillment");
  assert.ok(course, "the course exists");
  assert.ok(course.lessons.length >= 3);
  for (const text of [course.title, course.description, ...course.lessons.map((l) => l.body)]) {
    assert.ok(text.en && text.fr && text.en !== text.fr, JSON.stringify(text));
  }
  for (const q of course.quiz) assert.ok(q.answer >= 0 && q.answer < q.options.length, q.id);
});
