// Island props → JSON text. Beyond plain JSON it keeps Date, bigint, Uint8Array, non-finite numbers
// and signals, tagged as {"_f": kind, "v": value}; an object that itself has an "_f" key is wrapped so
// it cannot be mistaken for a tag. Functions and undefined are dropped, as JSON does.
import { isValidElement } from "preact";

interface SignalLike {
  peek(): unknown;
  brand: symbol;
}

function isSignal(value: unknown): value is SignalLike {
  return typeof value === "object" && value !== null &&
    (value as { brand?: unknown }).brand === Symbol.for("preact-signals");
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function encodeValue(value: unknown, seen = new Set<unknown>()): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) ? value : { _f: "n", v: String(value) };
    case "bigint":
      return { _f: "b", v: value.toString() };
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
  }
  if (value === null) return null;
  if (seen.has(value)) throw new TypeError("Island props cannot contain circular references");
  seen.add(value);
  try {
    if (value instanceof Date) return { _f: "d", v: value.toISOString() };
    if (value instanceof Uint8Array) return { _f: "u8", v: toBase64(value) };
    if (isSignal(value)) return { _f: "s", v: encodeValue(value.peek(), seen) };
    if (isValidElement(value)) return null;
    if (Array.isArray(value)) return value.map((item) => encodeValue(item, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const encoded = encodeValue(item, seen);
      if (encoded !== undefined) out[key] = encoded;
    }
    return "_f" in out ? { _f: "o", v: out } : out;
  } finally {
    seen.delete(value);
  }
}

/** JSON safe to place inside a `<script type="application/json">` element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(encodeValue(value)).replace(/</g, "\\u003c").replace(
    /\u2028|\u2029/g,
    (c) => (c === "\u2028" ? "\\u2028" : "\\u2029"),
  );
}
