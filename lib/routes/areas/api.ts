// Routes of the api area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const API: AreaRoutes = {
  area: "api",
  routes: [
    { id: "api_account_login", pattern: "/api/account/login", access: "public" },
    { id: "api_account_register", pattern: "/api/account/register", access: "public" },
    {
      id: "api_account_request_password_reset",
      pattern: "/api/account/request-password-reset",
      access: "public",
    },
    { id: "api_account_logout", pattern: "/api/account/logout", access: "public" },
    { id: "api_account_get_user", pattern: "/api/account/get-user", access: "signed-in" },
    {
      id: "api_account_set_primary_store",
      pattern: "/api/account/set-primary-store",
      access: "signed-in",
    },
    { id: "api_account_set_locale", pattern: "/api/account/set-locale", access: "signed-in" },
    { id: "api_locale", pattern: "/api/locale", access: "public" },
    { id: "api_logs_error", pattern: "/api/logs/error", access: "public" },
    { id: "builds_latest", pattern: "/builds/latest.json", access: "public" },
    { id: "healthz", pattern: "/healthz", access: "public" },
    { id: "api_store_info", pattern: "/api/store-info", access: "signed-in" },
    { id: "api_translate", pattern: "/api/translate", access: "signed-in" },
    { id: "api_translate_block_get", pattern: "/api/translate/block/get", access: "signed-in" },
    { id: "api_sales_import", pattern: "/api/sales/import", access: ["buyer"] },
    { id: "api_openapi", pattern: "/api/openapi.json", access: ["buyer"] },
    { id: "api_upc_validate", pattern: "/api/upc/validate", access: ["show-data"] },
    // The web store's order and carrier webhooks: authenticated by their HMAC signature
    // (lib/fulfillment/intake.ts), so public to the access layer.
    { id: "api_fulfillment_orders", pattern: "/api/fulfillment/orders", access: "public" },
    {
      id: "api_fulfillment_sandbox_orders",
      pattern: "/api/fulfillment/sandbox/orders",
      access: "public",
    },
    {
      id: "api_fulfillment_carrier_events",
      pattern: "/api/fulfillment/carrier-events",
      access: "public",
    },
    {
      id: "api_fulfillment_sandbox_carrier_events",
      pattern: "/api/fulfillment/sandbox/carrier-events",
      access: "public",
    },
    // EasyPost's webhook of the admin integration: its HMAC signature is the check
    // (lib/admin/easypost.ts).
    { id: "api_easypost_webhook", pattern: "/api/easypost/webhook", access: "public" },
    // Uploaded files (lib/files): any verified user; the handler checks owner and audience.
    { id: "file", pattern: "/files/:id" },
  ],
};
