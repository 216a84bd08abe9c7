import assert from "node:assert/strict";
import { withKv } from "../memory_kv.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import {
  createOrder,
  fiscalMonth,
  fiscalMonthPeriod,
  getOrder,
  getOrderByPo,
  getOrderHistory,
  listOrders,
  type NewOrder,
  nextStates,
  onOrderByMonth,
  ORDER_STATES,
  type OrderState,
  transitionOrder,
  updateOrderDetails,
  updateOrderLines,
} from "../../../lib/orders/mod.ts";

const buyer = { id: "u-buyer", email: "buyer@example.com" };
const owner = { id: "u-owner", email: "owner@example.com" };

function order(extra: Partial<NewOrder> = {}): NewOrder {
  return {
    store: 1234,
    vendor: "V100",
    source: "specials",
    program_id: "spring-2026",
    lines: [
      { item_number: "100200", department: "Hockey", quantity: 6, unit_cost: 89.5, retail: 179.99 },
      { item_number: "100201", department: "Hockey", quantity: 2, unit_cost: 12.25, retail: 24.99 },
    ],
    start_ship: "2026-03-02",
    cancel_date: "2026-03-31",
    ship_to: "1234 Main St, Sudbury ON",
    ...extra,
  };
}

function rejectsWith(status: number, key: string) {
  return (e: unknown) => e instanceof HttpError && e.status === status && e.key === key;
}

const PATHS: Record<OrderState, OrderState[]> = {
  draft: [],
  submitted: ["submitted"],
  approved: ["submitted", "approved"],
  processed: ["submitted", "approved", "processed"],
  shipped: ["submitted", "approved", "shipped"],
  cancelled: ["cancelled"],
};

// Written out by hand (not derived from the code): the moves the ledger must allow.
const ALLOWED: Record<OrderState, OrderState[]> = {
  draft: ["submitted", "cancelled"],
  submitted: ["draft", "approved", "cancelled"],
  approved: ["draft", "processed", "shipped", "cancelled"],
  processed: ["shipped"],
  shipped: [],
  cancelled: ["draft"],
};

Deno.test("createOrder: a draft with a PO number, indexed, its creation in the history", async () => {
  await withKv(async (kv) => {
    const at = new Date("2026-02-10T15:00:00Z");
    const po = await createOrder(kv, order(), buyer, { now: at });
    assert.equal(po.po_number, "PO-000001");
    assert.equal(po.state, "draft");
    assert.equal(po.version, 1);
    assert.deepEqual(await getOrder(kv, po.id), po);
    assert.deepEqual(await getOrderByPo(kv, "PO-000001"), po);
    assert.deepEqual(await getOrderHistory(kv, po.id), [{
      version: 1,
      at: at.toISOString(),
      actor: buyer,
      action: "created",
      to: "draft",
      lines: [
        { item_number: "100200", before: null, after: 6 },
        { item_number: "100201", before: null, after: 2 },
      ],
    }]);
    const second = await createOrder(kv, order({ program_id: null, source: "manual" }), buyer);
    assert.equal(second.po_number, "PO-000002");
  });
});

Deno.test("createOrder: bad input is refused and nothing is written", async () => {
  await withKv(async (kv) => {
    await assert.rejects(
      createOrder(kv, order({ cancel_date: "2026-03-01" }), buyer),
      rejectsWith(400, "validation.invalid_body"),
    );
    const line = order().lines[0];
    await assert.rejects(
      createOrder(kv, order({ lines: [line, line] }), buyer),
      rejectsWith(400, "validation.invalid_body"),
    );
    await assert.rejects(
      createOrder(kv, order({ lines: [{ ...line, unit_cost: 1.005 }] }), buyer),
      rejectsWith(400, "validation.invalid_body"),
    );
    let keys = 0;
    for await (const _ of kv.list({ prefix: [] })) keys++;
    assert.equal(keys, 0);
  });
});

Deno.test("createOrder: concurrent orders get distinct, consecutive PO numbers", async () => {
  await withKv(async (kv) => {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createOrder(kv, order({ store: 1000 + i }), buyer)),
    );
    const numbers = made.map((o) => o.po_number).sort();
    assert.deepEqual(
      numbers,
      Array.from({ length: 20 }, (_, i) => `PO-${String(i + 1).padStart(6, "0")}`),
    );
  });
});

Deno.test("transitionOrder: every move from every state, allowed or refused", async () => {
  const reopenUntil = "2026-04-01T04:00:00Z";
  const now = new Date("2026-03-01T12:00:00Z");
  for (const from of ORDER_STATES) {
    for (const to of ORDER_STATES) {
      await withKv(async (kv) => {
        const po = await createOrder(kv, order(), buyer);
        for (const step of PATHS[from]) await transitionOrder(kv, po.id, step, buyer, { now });
        const moved = transitionOrder(kv, po.id, to, owner, { now, reopenUntil });
        if (ALLOWED[from].includes(to)) {
          const done = await moved;
          assert.equal(done.state, to, `${from} → ${to}`);
          const history = await getOrderHistory(kv, po.id);
          assert.deepEqual(history.at(-1), {
            version: PATHS[from].length + 2,
            at: now.toISOString(),
            actor: owner,
            action: "transition",
            from,
            to,
          });
        } else {
          await assert.rejects(
            moved,
            rejectsWith(400, "orders.errors.invalid_transition"),
            `${from} → ${to}`,
          );
          assert.equal((await getOrder(kv, po.id))!.state, from);
          assert.equal((await getOrderHistory(kv, po.id)).length, PATHS[from].length + 1);
        }
      });
    }
  }
  assert.deepEqual(nextStates("approved", true), ["draft", "processed", "shipped", "cancelled"]);
  assert.deepEqual(nextStates("approved", false), ["processed", "shipped", "cancelled"]);
});

Deno.test("transitionOrder: reopen only until the program's deadline", async () => {
  await withKv(async (kv) => {
    const deadline = "2026-03-15T03:59:59Z"; // end of March 14 in Toronto
    const po = await createOrder(kv, order(), buyer);
    await transitionOrder(kv, po.id, "submitted", owner);
    const before = new Date("2026-03-15T03:59:59Z");
    const reopened = await transitionOrder(kv, po.id, "draft", owner, {
      now: before,
      reopenUntil: deadline,
    });
    assert.equal(reopened.state, "draft");
    await transitionOrder(kv, po.id, "submitted", owner);
    await transitionOrder(kv, po.id, "approved", buyer);
    const after = new Date("2026-03-15T04:00:00Z");
    await assert.rejects(
      transitionOrder(kv, po.id, "draft", owner, { now: after, reopenUntil: deadline }),
      rejectsWith(400, "orders.errors.program_closed"),
    );
    // No deadline given: the program is unknown, so reopen is refused.
    await assert.rejects(
      transitionOrder(kv, po.id, "draft", owner, { now: before }),
      rejectsWith(400, "orders.errors.program_closed"),
    );
    // A predicate decides instead of a deadline.
    const viaPredicate = await transitionOrder(kv, po.id, "draft", owner, {
      reopenUntil: (o) => o.program_id === "spring-2026",
    });
    assert.equal(viaPredicate.state, "draft");
  });
});

Deno.test("transitionOrder: an empty draft cannot be submitted", async () => {
  await withKv(async (kv) => {
    const po = await createOrder(kv, order({ lines: [] }), buyer);
    await assert.rejects(
      transitionOrder(kv, po.id, "submitted", buyer),
      rejectsWith(400, "orders.errors.empty"),
    );
    await assert.rejects(
      transitionOrder(kv, "nope", "submitted", buyer),
      rejectsWith(404, "orders.errors.not_found"),
    );
  });
});

Deno.test("updateOrderLines / Details: drafts only, recorded line by line", async () => {
  await withKv(async (kv) => {
    const po = await createOrder(kv, order(), buyer);
    const lines = [
      { item_number: "100200", department: "Hockey", quantity: 4, unit_cost: 89.5, retail: 179.99 },
      { item_number: "100300", department: "Skates", quantity: 1, unit_cost: 250, retail: 499.99 },
    ];
    const updated = await updateOrderLines(kv, po.id, lines, owner, { version: 1 });
    assert.equal(updated.version, 2);
    assert.deepEqual(updated.lines, lines);
    const history = await getOrderHistory(kv, po.id);
    assert.deepEqual(history[1].lines, [
      { item_number: "100200", before: 6, after: 4 },
      { item_number: "100201", before: 2, after: null },
      { item_number: "100300", before: null, after: 1 },
    ]);
    assert.deepEqual(history[1].actor, owner);
    const moved = await updateOrderDetails(kv, po.id, {
      start_ship: "2026-03-09",
      cancel_date: "2026-04-10",
      ship_to: "1234 Main St, Sudbury ON",
    }, owner);
    assert.equal(moved.start_ship, "2026-03-09");
    assert.deepEqual((await getOrderHistory(kv, po.id))[2].details, {
      start_ship: "2026-03-09",
      cancel_date: "2026-04-10",
    });
    await transitionOrder(kv, po.id, "submitted", owner);
    await assert.rejects(
      updateOrderLines(kv, po.id, lines, owner),
      rejectsWith(400, "orders.errors.not_editable"),
    );
  });
});

Deno.test("concurrent edits: a stale version is refused, unversioned edits all land", async () => {
  await withKv(async (kv) => {
    const po = await createOrder(kv, order(), buyer);
    const line = (quantity: number) => [{ ...order().lines[0], quantity }];
    await updateOrderLines(kv, po.id, line(1), owner, { version: 1 });
    await assert.rejects(
      updateOrderLines(kv, po.id, line(9), buyer, { version: 1 }),
      rejectsWith(409, "orders.errors.conflict"),
    );
    // Ten people save at once without a version: each change is applied on top of the others.
    const docks = Array.from({ length: 10 }, (_, i) => `Dock ${i + 1}`);
    await Promise.all(docks.map((ship_to) =>
      updateOrderDetails(kv, po.id, {
        start_ship: "2026-03-02",
        cancel_date: "2026-03-31",
        ship_to,
      }, buyer)
    ));
    const final = (await getOrder(kv, po.id))!;
    const history = await getOrderHistory(kv, po.id);
    assert.equal(final.version, 12);
    assert.deepEqual(history.map((h) => h.version), Array.from({ length: 12 }, (_, i) => i + 1));
    assert.deepEqual(
      history.slice(2).map((h) => h.details?.ship_to).sort(),
      [...docks].sort(),
    );
    assert.equal(final.ship_to, history[11].details?.ship_to);
  });
});

Deno.test("fiscal months follow the 4-5-4 calendar", () => {
  // FY2026 starts Sunday 2026-02-01 (the year ending on the Saturday nearest 31 January 2026).
  assert.deepEqual(fiscalMonthPeriod(2026, 1), { start: "2026-02-01", end: "2026-02-28" });
  assert.deepEqual(fiscalMonthPeriod(2026, 2), { start: "2026-03-01", end: "2026-04-04" });
  assert.deepEqual(fiscalMonthPeriod(2026, 3), { start: "2026-04-05", end: "2026-05-02" });
  assert.deepEqual(fiscalMonthPeriod(2026, 12), { start: "2027-01-03", end: "2027-01-30" });
  assert.deepEqual(fiscalMonth("2026-02-28"), { fy: 2026, month: 1, key: "2026-M01" });
  assert.deepEqual(fiscalMonth("2026-03-01"), { fy: 2026, month: 2, key: "2026-M02" });
  assert.deepEqual(fiscalMonth("2026-04-04"), { fy: 2026, month: 2, key: "2026-M02" });
  assert.deepEqual(fiscalMonth("2026-01-31"), { fy: 2025, month: 12, key: "2025-M12" });
  // FY2023 has 53 weeks (2023-01-29 .. 2024-02-03): week 53 belongs to month 12.
  assert.deepEqual(fiscalMonth("2024-02-03"), { fy: 2023, month: 12, key: "2023-M12" });
  assert.deepEqual(fiscalMonthPeriod(2023, 12), { start: "2023-12-31", end: "2024-02-03" });
});

Deno.test("onOrderByMonth: committed orders by department and fiscal month, exact figures", async () => {
  await withKv(async (kv) => {
    const hockey = (quantity: number, cost: number, retail: number, item = "H1") => ({
      item_number: item,
      department: "Hockey",
      quantity,
      unit_cost: cost,
      retail,
    });
    const submitted = await createOrder(
      kv,
      order({ lines: [hockey(3, 0.1, 0.2), hockey(7, 19.99, 39.99, "H2")] }),
      buyer,
    );
    await transitionOrder(kv, submitted.id, "submitted", buyer);
    const approved = await createOrder(
      kv,
      order({
        vendor: "V200",
        start_ship: "2026-04-04",
        cancel_date: "2026-04-20",
        lines: [hockey(1, 0.7, 1.1), {
          item_number: "S1",
          department: "Skates",
          quantity: 2,
          unit_cost: 249.95,
          retail: 499.99,
        }],
      }),
      buyer,
    );
    await transitionOrder(kv, approved.id, "submitted", buyer);
    await transitionOrder(kv, approved.id, "approved", buyer);
    const april = await createOrder(
      kv,
      order({ start_ship: "2026-04-05", cancel_date: "2026-04-30", lines: [hockey(5, 10, 20)] }),
      buyer,
    );
    await transitionOrder(kv, april.id, "submitted", buyer);
    // Not on order: a draft, a cancelled order, a shipped order, another store's order.
    await createOrder(kv, order({ lines: [hockey(100, 1, 2)] }), buyer);
    const cancelled = await createOrder(kv, order({ lines: [hockey(100, 1, 2)] }), buyer);
    await transitionOrder(kv, cancelled.id, "cancelled", buyer);
    const shipped = await createOrder(kv, order({ lines: [hockey(100, 1, 2)] }), buyer);
    for (const s of ["submitted", "approved", "shipped"] as const) {
      await transitionOrder(kv, shipped.id, s, buyer);
    }
    const other = await createOrder(kv, order({ store: 1310, lines: [hockey(100, 1, 2)] }), buyer);
    await transitionOrder(kv, other.id, "submitted", buyer);

    assert.deepEqual(await onOrderByMonth(kv, 1234), [
      // 3 × 0.10 + 7 × 19.99 + 1 × 0.70 = 0.30 + 139.93 + 0.70; retail 0.60 + 279.93 + 1.10
      {
        department: "Hockey",
        month: "2026-M02",
        units: 11,
        cost: 140.93,
        retail: 281.63,
        orders: 2,
      },
      { department: "Skates", month: "2026-M02", units: 2, cost: 499.9, retail: 999.98, orders: 1 },
      { department: "Hockey", month: "2026-M03", units: 5, cost: 50, retail: 100, orders: 1 },
    ]);
    assert.deepEqual(await onOrderByMonth(kv, 1234, { months: ["2026-M03"] }), [
      { department: "Hockey", month: "2026-M03", units: 5, cost: 50, retail: 100, orders: 1 },
    ]);
    assert.deepEqual(await onOrderByMonth(kv, 9999), []);
  });
});

Deno.test("listOrders: by store, vendor, program and source", async () => {
  await withKv(async (kv) => {
    const a = await createOrder(kv, order(), buyer, { now: new Date("2026-02-01T10:00:00Z") });
    const b = await createOrder(
      kv,
      order({ vendor: "V200", source: "show", program_id: "fall-2026" }),
      buyer,
      {
        now: new Date("2026-02-02T10:00:00Z"),
      },
    );
    const c = await createOrder(
      kv,
      order({ store: 1310, program_id: null, source: "manual" }),
      buyer,
      {
        now: new Date("2026-02-03T10:00:00Z"),
      },
    );
    const ids = async (filter: Parameters<typeof listOrders>[1]) =>
      (await listOrders(kv, filter)).map((o) => o.id);
    assert.deepEqual(await ids({}), [c.id, b.id, a.id]);
    assert.deepEqual(await ids({ store: 1234 }), [b.id, a.id]);
    assert.deepEqual(await ids({ vendor: "V100" }), [c.id, a.id]);
    assert.deepEqual(await ids({ vendor: "V100", store: 1310 }), [c.id]);
    assert.deepEqual(await ids({ program_id: "fall-2026" }), [b.id]);
    assert.deepEqual(await ids({ source: "manual" }), [c.id]);
    await transitionOrder(kv, a.id, "submitted", buyer);
    assert.deepEqual(await ids({ store: 1234, state: "submitted" }), [a.id]);
  });
});

Deno.test("a program's and a store's cached orders follow every write (lib/orders/cache.ts)", async () => {
  await withKv(async (kv) => {
    const first = await createOrder(kv, order(), owner);
    // Read once: now cached under the revisions.
    assert.equal((await listOrders(kv, { program_id: "spring-2026" })).length, 1);
    assert.equal((await listOrders(kv, { store: 1234 })).length, 1);
    // A new order, a change of lines and a transition each show on the next read.
    await createOrder(kv, order({ store: 1310 }), owner);
    assert.deepEqual(
      (await listOrders(kv, { program_id: "spring-2026" })).map((o) => o.store).sort(),
      [1234, 1310],
    );
    await updateOrderLines(kv, first.id, [order().lines[0]], owner);
    assert.equal((await listOrders(kv, { store: 1234 }))[0].lines.length, 1);
    await transitionOrder(kv, first.id, "submitted", owner);
    assert.equal(
      (await listOrders(kv, { program_id: "spring-2026", store: 1234 }))[0].state,
      "submitted",
    );
    assert.equal((await listOrders(kv, { store: 1234, state: "draft" })).length, 0);
    // Shared between requests, so nobody can change them in place.
    const [cached] = await listOrders(kv, { store: 1234 });
    assert.throws(() => {
      (cached as { state: string }).state = "draft";
    }, TypeError);
    assert.equal((await getOrder(kv, first.id))!.state, "submitted");
  });
});

Deno.test("two KV stores never share cached orders", async () => {
  await withKv(async (a) => {
    await withKv(async (b) => {
      await createOrder(a, order(), owner);
      assert.equal((await listOrders(a, { store: 1234 })).length, 1);
      assert.equal((await listOrders(b, { store: 1234 })).length, 0);
    });
  });
});
