// /admin/tasks/{guid} (spec section 2, site admins): the same page as /tasks/{guid}.
export { default, handler } from "../../tasks/[guid].tsx";
