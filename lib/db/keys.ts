// The KV key space in one place. Each area's store.ts builds its keys from the prefix registered
// here, so a reader sees every top-level prefix, its owner and its shape below.
export const KEY_PREFIXES = {
  /** lib/auth: ["users", id] → User; ["users_by_email", email] → id. */
  users: "lib/auth/store.ts",
  users_by_email: "lib/auth/store.ts",
  /** lib/auth: ["sessions", sessionIdHash] → Session (expiry checked on read). */
  sessions: "lib/auth/sessions.ts",
  /** lib/auth: ["sessions_by_user", user_id, sessionIdHash] → true (end all of a user's sessions). */
  sessions_by_user: "lib/auth/sessions.ts",
  /** lib/auth: ["users_by_store", store_number, user_id] → true (staff of a store). */
  users_by_store: "lib/auth/store.ts",
  /** lib/auth: ["special_reports", user_id] → SpecialReport[] (Reports menu, get-user). */
  special_reports: "lib/auth/store.ts",
  /** lib/auth: ["lightspeed", store_number] → Lightspeed connection (API key encrypted). */
  lightspeed: "lib/auth/lightspeed.ts",
  /**
   * lib/auth: ["secrets", "encryption_key"] → AES-GCM key for secrets kept in KV;
   * ["secrets", "device_key"] → HMAC key of device cookies (both unused when SECRET_KEY is set).
   */
  secrets: "lib/auth/crypto.ts",
  /** lib/auth: ["tokens", kind, tokenHash] → one-time token. */
  tokens: "lib/auth/tokens.ts",
  /**
   * lib/auth: ["rate_limits", scope, id] → failure counters (scopes login_account, login_address,
   * login_device); ["rate_limits", "login_notice", email] → owner mailed this window;
   * ["rate_limits", "verify_resend", user id] → a verification link resent (lib/auth/account.ts).
   */
  rate_limits: "lib/auth/rate_limit.ts",
  /** lib/stores: ["stores", store_number] → Store; ["vendors", vendor_number] → Vendor. */
  stores: "lib/stores/store.ts",
  vendors: "lib/stores/store.ts",
  /** lib/mail: ["outbox", ulid] → mail kept when no SMTP server is configured. */
  outbox: "lib/mail/mod.ts",
  /** lib/db/cache.ts: ["cache", key] → {value, timestamp, expiry}. */
  cache: "lib/db/cache.ts",
  /** lib/i18n: ["translations", locale, block, sha256(phrase) hex] → Translation. */
  translations: "lib/i18n/translate.ts",
  /** lib/logs: ["client_errors", ulid] → reported browser error. */
  client_errors: "lib/logs/store.ts",
  /** lib/logs: ["client_error_rate", address, minute] → reports counted this minute (expire). */
  client_error_rate: "lib/logs/store.ts",
  /** lib/metrics: ["visits", ulid], ["response_times", hour, route, tenths of ms] → count. */
  visits: "lib/metrics/store.ts",
  response_times: "lib/metrics/store.ts",
  /** lib/access: ["redirects", path] → {path, target, updated_at, updated_by}. */
  redirects: "lib/access/redirects.ts",
  /** lib/nav: ["active_show"] → {key, short_name} (top navigation's show link). */
  active_show: "lib/nav/show.ts",
  /** lib/tasks: ["tasks", guid] → Task (kind, status, progress, owner); ["tasks", guid, "chunk", n]. */
  tasks: "lib/tasks/store.ts",
  /** lib/catalogue: ["catalogue", …] styles, variants, GTIN/style/vendor/department indexes. */
  catalogue: "lib/catalogue/store.ts",
  /** lib/sales: ["sales", …] lines, rollups, stock, customers (layout: lib/sales/keys.ts). */
  sales: "lib/sales/keys.ts",
  /** lib/admin/audit.ts: ["admin_audit", "subject"|"all", …] → who changed what in the admin tools. */
  admin_audit: "lib/admin/audit.ts",
  /** lib/admin/shipping.ts: ["store_shipping", store_number] → ship-from, parcel, carriers, pickup. */
  store_shipping: "lib/admin/shipping.ts",
  /** lib/admin/pos.ts: ["pos_fleet", "store", n] → POS status; ["pos_fleet", "release", system, version]. */
  pos_fleet: "lib/admin/pos.ts",
  /** lib/admin/easypost.ts: ["easypost_settings", "settings"|"event"|"last_webhook", …] (keys sealed). */
  easypost_settings: "lib/admin/easypost.ts",
  /** lib/admin/locally.ts: ["locally_feed", "settings"|"last_run"|"next"] (the Locally feed). */
  locally_feed: "lib/admin/locally.ts",
  /** lib/blog: ["blog", "posts", id] → Post; published and per-tag indexes (lib/blog/store.ts). */
  blog: "lib/blog/store.ts",
  /** lib/cms: ["cms", "pages", id] → Page; ["cms", "permalinks", permalink] → id; revisions. */
  cms: "lib/cms/store.ts",
  /** lib/quotes: ["quotes", "configs", vendor] → parsing config; quotes, lines and mappings. */
  quotes: "lib/quotes/store.ts",
  /** lib/fulfillment: ["fulfillment", env, …] orders, offers, carrier, batches (lib/fulfillment/store.ts). */
  fulfillment: "lib/fulfillment/store.ts",
  /** lib/scanner: ["scan_pal", "lists"|"list_store"|"scans"|"lines", …] (lib/scanner/store.ts). */
  scan_pal: "lib/scanner/store.ts",
  /** lib/resources: ["resources", "price_changes"|"pos_docs"|"training"|"assets", …] (see its store files). */
  resources: "lib/resources/prices.ts",
  /**
   * lib/orders: ["orders", id] → PurchaseOrder; ["orders_history", id, version] → OrderChange;
   * ["orders_by_store"|"orders_by_vendor"|"orders_by_program"|"orders_by_source", value, id] → true;
   * ["orders_po", po_number] → id; ["orders_counter"] → last PO sequence (layout: lib/orders/store.ts).
   */
  orders: "lib/orders/store.ts",
  orders_history: "lib/orders/store.ts",
  orders_by_store: "lib/orders/store.ts",
  orders_by_vendor: "lib/orders/store.ts",
  orders_by_program: "lib/orders/store.ts",
  orders_by_source: "lib/orders/store.ts",
  orders_po: "lib/orders/store.ts",
  orders_counter: "lib/orders/store.ts",
  /** ["orders_rev", "program"|"store", value] → true: revision of an index (lib/orders/cache.ts). */
  orders_rev: "lib/orders/cache.ts",
  /**
   * lib/files: ["files", id] → FileMeta (the manifest, written last); ["files_chunks", id, n] →
   * Uint8Array < 64 KiB; ["files_pending", id] → upload in progress; ["files_by_owner", owner, id],
   * ["files_by_purpose", purpose, id] → true (layout: lib/files/store.ts).
   */
  files: "lib/files/store.ts",
  files_chunks: "lib/files/store.ts",
  files_pending: "lib/files/store.ts",
  files_by_owner: "lib/files/store.ts",
  files_by_purpose: "lib/files/store.ts",
  /** lib/specials: ["specials_forms", id] → SpecialForm (orders live in lib/orders, program_id = id). */
  specials_forms: "lib/specials/store.ts",
  /** ["specials_reminders", form id, store] → who last reminded the store to order, and when. */
  specials_reminders: "lib/specials/reminders.ts",
  /**
   * lib/otb: ["otb", "plan"|"rev"|"whatif"|"report"|"actuals", …] plans, revisions, what-ifs,
   * reports, closed months' actuals (lib/otb/actuals.ts).
   */
  otb: "lib/otb/store.ts",
  /**
   * lib/head_office: ["head_office", "events"|"sign_queue"|"mappings"|"unmapped"|"launches"|
   * "bundles"|"bundle_downloads"|"store_items", …] (layout: lib/head_office/keys.ts).
   */
  head_office: "lib/head_office/keys.ts",
  /**
   * lib/marketing: ["marketing", "content"|"changes"|"alias"|"migrations"|"size_guides"|
   * "collections"|"assortments"|"schedule"|"reviews"|"price_imports"|"shopify"|"fake_shop", …]
   * (layout: lib/marketing/store.ts; the Shopify token is sealed).
   */
  marketing: "lib/marketing/store.ts",
  /** lib/shows: shows, categories, booths, announcements, attendance, books, show orders, ship-tos (layout at the top of lib/shows/store.ts; purchase orders in lib/orders, source "show"). */
  shows: "lib/shows/store.ts",
  show_categories: "lib/shows/store.ts",
  show_pages: "lib/shows/store.ts",
  show_pages_by_show: "lib/shows/store.ts",
  show_notes: "lib/shows/store.ts",
  show_attendance: "lib/shows/store.ts",
  show_books: "lib/shows/store.ts",
  show_books_by_show: "lib/shows/store.ts",
  show_book_styles: "lib/shows/store.ts",
  show_orders: "lib/shows/store.ts",
  show_orders_by_store: "lib/shows/store.ts",
  show_orders_by_show: "lib/shows/store.ts",
  show_orders_key: "lib/shows/store.ts",
  show_orders_version: "lib/shows/store.ts",
  show_ship_to: "lib/shows/store.ts",
  /** ["shows_rev"] → uuid, set with every show or book write (keys the shows view in memory). */
  shows_rev: "lib/shows/store.ts",
  /** ["show_exports", show, vendor] → who sent the vendor its lines, and when. */
  show_exports: "lib/shows/vendor_export.ts",
  /** ["show_reminders", show, store] → who last reminded the store to book its vendors, and when. */
  show_reminders: "lib/shows/reminders.ts",
  /** ["meta", name] → schema version, seed marker ("seeded") and seeding lease ("seeding"). */
  meta: "lib/db/seed.ts",
} as const;

export type KeyPrefix = keyof typeof KEY_PREFIXES;
