// /resources/store-training — the courses with your progress; ?course=ID opens one (lessons, quiz);
// store admins see their staff's completion (?store=); head office adds courses, lessons and quiz
// questions (a file lesson's file is uploaded to lib/files, purpose "training", and served here with
// ?file=ID). Plain POST forms (field `action`), 303 back to the course.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import {
  loadTrainingPage,
  postTraining,
  trainingFile,
  type TrainingPageData,
} from "../../../lib/resources/training_page.ts";
import { STAFF } from "../../../components/resources/TrainingAdmin.tsx";
import { TrainingPage } from "../../../components/resources/TrainingPage.tsx";
import { csvFor } from "../../../lib/forms/table.ts";

export const handler: Handlers<TrainingPageData, PortalState> = {
  async GET(req, ctx) {
    const { kv, user } = ctx.state;
    const fileId = ctx.url.searchParams.get("file");
    if (fileId) return await trainingFile(req, ctx.state, fileId);
    const data = await loadTrainingPage(kv, user!, ctx.url.searchParams);
    const staff = data.staff;
    return (staff && csvFor(ctx.url, ctx.state, STAFF, staff.rows, `training-${staff.store}`)) ??
      ctx.render(data);
  },
  async POST(req, ctx) {
    const { kv, user, config, t } = ctx.state;
    const done = await postTraining(req, kv, user!, config, t);
    if (done instanceof Response) return done;
    const query = new URLSearchParams(ctx.url.searchParams);
    if (done.course) query.set("course", done.course);
    return ctx.render(await loadTrainingPage(kv, user!, query, done.form), { status: 400 });
  },
};

export default function StoreTrainingPage(props: PageProps<TrainingPageData, PortalState>) {
  return <TrainingPage {...props} />;
}
