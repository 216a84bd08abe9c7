// Compact binary encoding of the sales rollup values (measure maps and summaries), about 2.5× smaller
// than V8 serialisation of the same objects (most of the demo KV file is rollups). Readers decode at
// the KV boundary (lib/sales/rollup_*.ts) and get the usual objects back; a value that is not a
// Uint8Array (written before this encoding, or a map with a non-integer measure) passes through
// unchanged, so old and new values can be mixed.
//
//   map:     0x01, count, count × (key, measures)
//   summary: 0x02, measures (t), map body (d), map body (v)
//   days of maps:      0x03, dictionary, day count, day count × (date key, indexed map body)
//   days of summaries: 0x04, dictionary, day count, day count × (date key, measures, indexed map
//                      body (d), indexed map body (v))
//   dictionary: count, count × key (every map key of the value, once); an indexed map body is
//            count, count × (dictionary index, measures)
//   key:     a canonical decimal number n (item and store numbers) as varint n × 4 + 2; else
//            varint (UTF-8 byte length × 4 + 1 if non-ASCII), bytes
//   measures: a byte whose bits 0–4 say which of the five measures are non-zero, then each of
//            those as a zigzag varint
import type { Measures, Summary } from "./model.ts";

type MeasureMap = Record<string, Measures>;

const MAP = 1;
const SUMMARY = 2;
const DAY_MAPS = 3;
const DAY_SUMMARIES = 4;

/** The day values of one month (a "days" rollup value): date → summary or measure map. */
export type Days<T extends Summary | MeasureMap = Summary | MeasureMap> = Record<string, T>;

class Writer {
  buf = new Uint8Array(1024);
  pos = 0;

  private grow(n: number) {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  byte(b: number) {
    this.grow(1);
    this.buf[this.pos++] = b;
  }

  /** A non-negative integer (up to 2^53). */
  varint(n: number) {
    this.grow(8);
    const buf = this.buf;
    let pos = this.pos;
    for (; n > 0x7fffffff; n = Math.floor(n / 0x80)) buf[pos++] = (n % 0x80) | 0x80;
    // below 2^31 with integer operations (nearly every measure): the same bytes, faster
    for (; n >= 0x80; n >>>= 7) buf[pos++] = (n & 0x7f) | 0x80;
    buf[pos++] = n;
    this.pos = pos;
  }

  key(k: string) {
    // a canonical decimal number (item and store numbers): the number itself, head = n × 4 + 2
    const n = k.length <= 15 && /^(0|[1-9][0-9]*)$/.test(k) ? Number(k) : -1;
    if (n >= 0) {
      this.varint(n * 4 + 2);
      return;
    }
    let ascii = true;
    for (let i = 0; i < k.length; i++) {
      if (k.charCodeAt(i) > 0x7f) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      this.varint(k.length * 4);
      this.grow(k.length);
      for (let i = 0; i < k.length; i++) this.buf[this.pos++] = k.charCodeAt(i);
    } else {
      const bytes = new TextEncoder().encode(k);
      this.varint(bytes.length * 4 + 1);
      this.grow(bytes.length);
      this.buf.set(bytes, this.pos);
      this.pos += bytes.length;
    }
  }

  /** The five measures at `m[at]` … `m[at + 4]` (a tuple, or a row of a flat array). */
  measures(m: ArrayLike<number>, at = 0) {
    let mask = 0;
    for (let i = 0; i < 5; i++) {
      const n = m[at + i];
      if (n !== 0) {
        if (!Number.isSafeInteger(n)) throw NOT_INTEGRAL;
        mask |= 1 << i;
      }
    }
    this.byte(mask);
    for (let i = 0; i < 5; i++) {
      const n = m[at + i];
      if (n !== 0) this.varint(n >= 0 ? n * 2 : -n * 2 - 1);
    }
  }

  map(map: MeasureMap) {
    const keys = Object.keys(map);
    this.varint(keys.length);
    for (const k of keys) {
      this.key(k);
      this.measures(map[k]);
    }
  }

  indexedMap(map: MeasureMap, dictionary: Map<string, number>) {
    const keys = Object.keys(map);
    this.varint(keys.length);
    for (const k of keys) {
      this.varint(dictionary.get(k)!);
      this.measures(map[k]);
    }
  }

  done(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}

class Reader {
  pos = 0;
  constructor(readonly buf: Uint8Array) {}

  varint(): number {
    let b = this.buf[this.pos++];
    if (b < 0x80) return b;
    let n = b & 0x7f;
    let mult = 0x80;
    do {
      b = this.buf[this.pos++];
      n += (b & 0x7f) * mult;
      mult *= 0x80;
    } while (b >= 0x80);
    return n;
  }

  key(): string {
    const head = this.varint();
    const kind = head % 4;
    const len = (head - kind) / 4;
    if (kind === 2) return String(len);
    const start = this.pos;
    this.pos += len;
    if (kind === 1) return new TextDecoder().decode(this.buf.subarray(start, this.pos));
    let s = "";
    for (let i = start; i < this.pos; i++) s += String.fromCharCode(this.buf[i]);
    return s;
  }

  measures(): Measures {
    const mask = this.buf[this.pos++];
    const m: Measures = [0, 0, 0, 0, 0];
    for (let i = 0; i < 5; i++) {
      if (mask & (1 << i)) {
        const z = this.varint();
        m[i] = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      }
    }
    return m;
  }

  map(): MeasureMap {
    const out: MeasureMap = {};
    for (let n = this.varint(); n > 0; n--) {
      const k = this.key();
      out[k] = this.measures();
    }
    return out;
  }

  indexedMap(dictionary: string[]): MeasureMap {
    const out: MeasureMap = {};
    for (let n = this.varint(); n > 0; n--) {
      const k = dictionary[this.varint()];
      out[k] = this.measures();
    }
    return out;
  }
}

/** Thrown by the writer for a measure that is not a safe integer: the value is kept as it is. */
const NOT_INTEGRAL = new Error("not an integral measure");

/**
 * The stored form of a rollup value: compact bytes, or the value itself when a measure is not a
 * safe integer (never the case for units and cents, but then nothing is lost).
 */
export function encodeRollup(value: Summary | MeasureMap): Uint8Array | Summary | MeasureMap {
  const w = new Writer();
  try {
    if (isSummary(value)) {
      w.byte(SUMMARY);
      w.measures(value.t);
      w.map(value.d);
      w.map(value.v);
    } else {
      w.byte(MAP);
      w.map(value);
    }
  } catch (error) {
    if (error === NOT_INTEGRAL) return value;
    throw error;
  }
  return w.done();
}

/** A stored rollup value back as an object (a fresh one for bytes; other values as they are). */
export function decodeRollup<T extends Summary | MeasureMap>(stored: unknown): T {
  if (!(stored instanceof Uint8Array)) return stored as T;
  const r = new Reader(stored);
  const tag = stored[r.pos++];
  if (tag === MAP) return r.map() as T;
  if (tag === SUMMARY) {
    const t = r.measures();
    const d = r.map();
    const v = r.map();
    return { t, d, v } as T;
  }
  throw new Error(`Unknown sales rollup encoding ${tag}`);
}

/** The stored form of the day values of one month (see encodeRollup). */
export function encodeDays(days: Days, summaries: boolean): Uint8Array | Days {
  const dictionary = new Map<string, number>();
  const index = (map: MeasureMap) => {
    for (const k in map) if (!dictionary.has(k)) dictionary.set(k, dictionary.size);
  };
  const dates = Object.keys(days);
  for (const date of dates) {
    if (summaries) {
      index((days[date] as Summary).d);
      index((days[date] as Summary).v);
    } else index(days[date] as MeasureMap);
  }
  const w = new Writer();
  try {
    w.byte(summaries ? DAY_SUMMARIES : DAY_MAPS);
    w.varint(dictionary.size);
    for (const k of dictionary.keys()) w.key(k);
    w.varint(dates.length);
    for (const date of dates) {
      w.key(date);
      if (summaries) {
        const s = days[date] as Summary;
        w.measures(s.t);
        w.indexedMap(s.d, dictionary);
        w.indexedMap(s.v, dictionary);
      } else w.indexedMap(days[date] as MeasureMap, dictionary);
    }
  } catch (error) {
    if (error === NOT_INTEGRAL) return days;
    throw error;
  }
  return w.done();
}

/**
 * A measure map given as rows `start` … `end - 1`: row `r` is key `keys[r]` with the measures
 * `values[5r]` … `values[5r + 4]`. The same bytes as encodeRollup of that map when the rows are in
 * its key order; null when a measure is not a safe integer (then encode the object).
 */
export function encodeMapRows(
  keys: string[],
  values: ArrayLike<number>,
  start: number,
  end: number,
): Uint8Array | null {
  const w = new Writer();
  try {
    w.byte(MAP);
    w.varint(end - start);
    for (let r = start; r < end; r++) {
      w.key(keys[r]);
      w.measures(values, r * 5);
    }
  } catch (error) {
    if (error === NOT_INTEGRAL) return null;
    throw error;
  }
  return w.done();
}

/**
 * The month's day maps given as rows instead of objects (the demo generator keeps its sums in
 * arrays): day `d` has `counts[d]` rows, row `r` being key `dictionary[index[r]]` with the measures
 * `values[5r]` … `values[5r + 4]`. The same bytes as encodeDays of those maps when the dictionary
 * lists the keys in order of first use and each day's rows are in its map's key order; null when
 * a measure is not a safe integer (then encode the objects).
 */
export function encodeDayRows(
  dates: string[],
  counts: ArrayLike<number>,
  dictionary: string[],
  index: ArrayLike<number>,
  values: ArrayLike<number>,
): Uint8Array | null {
  const w = new Writer();
  try {
    w.byte(DAY_MAPS);
    w.varint(dictionary.length);
    for (const k of dictionary) w.key(k);
    w.varint(dates.length);
    let row = 0;
    dates.forEach((date, d) => {
      w.key(date);
      w.varint(counts[d]);
      for (const end = row + counts[d]; row < end; row++) {
        w.varint(index[row]);
        w.measures(values, row * 5);
      }
    });
  } catch (error) {
    if (error === NOT_INTEGRAL) return null;
    throw error;
  }
  return w.done();
}

/** Stored day values of one month back as fresh objects (plain stored values as they are). */
export function decodeDays<T extends Summary | MeasureMap>(stored: unknown): Days<T> {
  if (!(stored instanceof Uint8Array)) return stored as Days<T>;
  const r = new Reader(stored);
  const tag = stored[r.pos++];
  if (tag !== DAY_MAPS && tag !== DAY_SUMMARIES) {
    throw new Error(`Unknown sales day rollup encoding ${tag}`);
  }
  const dictionary: string[] = [];
  for (let n = r.varint(); n > 0; n--) dictionary.push(r.key());
  const out: Days = {};
  for (let n = r.varint(); n > 0; n--) {
    const date = r.key();
    if (tag === DAY_SUMMARIES) {
      const t = r.measures();
      const d = r.indexedMap(dictionary);
      const v = r.indexedMap(dictionary);
      out[date] = { t, d, v };
    } else out[date] = r.indexedMap(dictionary);
  }
  return out as Days<T>;
}

function isSummary(value: Summary | MeasureMap): value is Summary {
  const v = value as Summary;
  return Array.isArray(v.t) && typeof v.d === "object" && typeof v.v === "object" &&
    !Array.isArray(v.d) && Object.keys(value).length === 3;
}

/** Any stored sales value in readable form (for the admin table browser); other values as they are. */
export function decodeStoredValue(stored: unknown): unknown {
  if (!(stored instanceof Uint8Array) || stored.length === 0) return stored;
  try {
    if (stored[0] === MAP || stored[0] === SUMMARY) return decodeRollup(stored);
    if (stored[0] === DAY_MAPS || stored[0] === DAY_SUMMARIES) return decodeDays(stored);
  } catch {
    // Not one of ours after all: show the bytes as bytes.
  }
  return stored;
}
