// Routes of the account area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const ACCOUNT: AreaRoutes = {
  area: "account",
  routes: [
    { id: "account", pattern: "/account", access: "signed-in" },
    { id: "account_change_password", pattern: "/account/change-password", access: "signed-in" },
    { id: "account_lightspeed", pattern: "/account/lightspeed", access: ["member"] },
    { id: "account_staff_accounts", pattern: "/account/staff-accounts", access: ["member"] },
    {
      id: "account_change_password_token",
      pattern: "/account/change-password/:token",
      access: "public",
    },
    { id: "account_verify_email_token", pattern: "/account/verify-email/:token", access: "public" },
    // Where the login panel's plain form posts (sign-in without JavaScript).
    { id: "account_sign_in", pattern: "/account/sign-in", access: "public" },
  ],
};
