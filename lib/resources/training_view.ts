// What the store-training pages show: the courses with a person's status, and a store's staff with
// their completion, for the viewer's rights (lib/resources/access.ts).
import type { User } from "../auth/types.ts";
import { getUser, userIdsOfStore } from "../auth/store.ts";
import { type Course, courseStatus, listCourses, type Progress, progressOf } from "./training.ts";
import { staffStoresOf } from "./access.ts";

export type CourseStatus = ReturnType<typeof courseStatus>;

export interface CourseRow {
  course: Course;
  status: CourseStatus;
  /** Ids of the lessons the person has done. */
  done: string[];
  completed_at: string | null;
}

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  complete: number;
  started: number;
  /** The courses there are (complete is out of them). */
  courses: number;
}

/** Every course with the person's status in it. */
export async function coursesFor(kv: Deno.Kv, userId: string): Promise<CourseRow[]> {
  const [courses, progress] = await Promise.all([listCourses(kv), progressOf(kv, userId)]);
  return courses.map((course) => {
    const p = progress.get(course.id);
    return {
      course,
      status: courseStatus(course, p),
      done: p?.lessons_done ?? [],
      completed_at: p?.completed_at ?? null,
    };
  });
}

/** The people of a store with how many courses each completed and started. */
export async function staffProgress(kv: Deno.Kv, store: number): Promise<StaffRow[]> {
  const courses = await listCourses(kv);
  const rows: StaffRow[] = [];
  for (const id of await userIdsOfStore(kv, store)) {
    const user = await getUser(kv, id);
    if (!user || user.Disabled) continue;
    const progress: Map<string, Progress> = await progressOf(kv, id);
    const statuses = courses.map((c) => courseStatus(c, progress.get(c.id)));
    rows.push({
      id,
      name: user.name,
      email: user.email,
      complete: statuses.filter((s) => s.complete).length,
      started: statuses.filter((s) => !s.complete && s.percent > 0).length,
      courses: courses.length,
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** The store whose staff the viewer asked for (?store=), if they may see it; else their first. */
export function staffStore(viewer: User, asked: string | null): number | null {
  const allowed = staffStoresOf(viewer);
  const n = asked && /^\d{1,6}$/.test(asked) ? Number(asked) : null;
  if (allowed === "any") return n ?? viewer.Stores[0]?.[0] ?? null;
  if (n !== null && allowed.includes(n)) return n;
  return allowed[0] ?? null;
}
