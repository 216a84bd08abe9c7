// The sales dashboards, one module each under lib/sales/dashboards/: what they show is computed
// from rollups only (no raw line is ever read) and scoped to the signed-in user — a member sees
// only their own stores (peers only as anonymous quartiles), head office (buyers, site admins) any
// active member store, a vendor only their own vendors (lib/stores decides who sees what).
export * from "./dashboards/period.ts";
export * from "./dashboards/scope.ts";
export * from "./dashboards/rows.ts";
export * from "./dashboards/member.ts";
export * from "./dashboards/item.ts";
export * from "./dashboards/vendor.ts";
export * from "./dashboards/group.ts";
export * from "./dashboards/customer.ts";
