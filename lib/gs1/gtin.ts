// GS1 identification keys (GTIN-8, UPC-A, UPC-E, EAN-13, GTIN-14): the mod-10 check digit, UPC-E
// expansion, the 14-digit text form the catalogue keeps, and the prefixes that mark restricted
// circulation numbers, coupons and book/serial numbers. Pure functions, no I/O.
//
// Sources: GS1 General Specifications §7.9 (check digit), §2.1.6 (RCN), UPC-E zero-suppression
// table (the UPC-E check digit is the check digit of the expanded UPC-A).

export const GTIN_TYPES = ["GTIN-8", "UPC-E", "UPC-A", "EAN-13", "GTIN-14"] as const;
export type GtinType = typeof GTIN_TYPES[number];

/** Why a code is not an ordinary trade item number (null when it is one). */
export const RESTRICTIONS = [
  "restricted_circulation",
  "coupon",
  "isbn",
  "issn",
  "refund_receipt",
] as const;
export type Restriction = typeof RESTRICTIONS[number];

/** One reading of a code as a given type. */
export interface GtinReading {
  type: GtinType;
  /** The check digit holds (for UPC-E: on the expanded UPC-A). */
  valid: boolean;
  /** The 14-digit text form (left-padded with zeros); null when the digits cannot form one. */
  gtin14: string | null;
  /** The 12-digit UPC-A form, when the code is (or expands to) one. */
  upca: string | null;
  restricted: Restriction | null;
}

const DIGITS = /^\d+$/;

/** The GS1 mod-10 check digit of `body` (all digits but the check digit): weights 3,1,3… from the right. */
export function checkDigit(body: string): number {
  if (!DIGITS.test(body)) throw new RangeError(`not digits: ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of `code` is the mod-10 check digit of the others. */
export function hasValidCheckDigit(code: string): boolean {
  if (!DIGITS.test(code) || code.length < 2) return false;
  return checkDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

/**
 * UPC-E (number system 0 or 1, six digits, check digit) → the 11 digits of UPC-A before its check
 * digit, by the last of the six digits:
 *   0–2: NS d1 d2 d6 0000 d3 d4 d5     3: NS d1 d2 d3 00000 d4 d5
 *   4:   NS d1 d2 d3 d4 00000 d5       5–9: NS d1 d2 d3 d4 d5 0000 d6
 * Accepts 7 digits (no check digit) or 8; returns null for anything else.
 */
export function expandUpcEBody(code: string): string | null {
  if (!DIGITS.test(code) || (code.length !== 7 && code.length !== 8)) return null;
  const ns = code[0];
  if (ns !== "0" && ns !== "1") return null;
  const [d1, d2, d3, d4, d5, d6] = code.slice(1, 7);
  switch (d6) {
    case "0":
    case "1":
    case "2":
      return `${ns}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
    case "3":
      return `${ns}${d1}${d2}${d3}00000${d4}${d5}`;
    case "4":
      return `${ns}${d1}${d2}${d3}${d4}00000${d5}`;
    default:
      return `${ns}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  }
}

/** UPC-E (8 digits) → UPC-A (12 digits) with the check digit recomputed, or null. */
export function expandUpcE(code: string): string | null {
  const body = expandUpcEBody(code);
  return body === null ? null : body + checkDigit(body);
}

/**
 * The restriction of a 14-digit GTIN, read from its GS1 prefix (the digits after the indicator):
 * 020–029 and 040–049 and 200–299 restricted circulation (in-store, variable measure), 050–059,
 * 981–984 (coupons of common currency areas) and 99 coupons, 977 ISSN, 978–979 ISBN, 980 refund receipts. GTIN-8 starting with 0 or 2
 * are RCN-8 (restricted circulation).
 */
export function restrictionOf(gtin14: string, type: GtinType): Restriction | null {
  if (type === "GTIN-8") {
    const first = gtin14[6];
    return first === "0" || first === "2" ? "restricted_circulation" : null;
  }
  const p3 = gtin14.slice(1, 4);
  const p2 = p3.slice(0, 2);
  if (p2 === "02" || p2 === "04" || p3[0] === "2") return "restricted_circulation";
  if (p2 === "05" || (p3 >= "981" && p3 <= "984") || p2 === "99") return "coupon";
  if (p3 === "977") return "issn";
  if (p3 === "978" || p3 === "979") return "isbn";
  if (p3 === "980") return "refund_receipt";
  return null;
}

function reading(type: GtinType, digits: string, valid: boolean, upca: string | null): GtinReading {
  const gtin14 = digits.padStart(14, "0");
  return { type, valid, gtin14, upca, restricted: restrictionOf(gtin14, type) };
}

/**
 * Every reading of a string of digits as a GTIN: none for a length no GTIN has, two for 8 digits
 * that may be EAN-8 or UPC-E (number system 0 or 1), one otherwise.
 */
export function readings(digits: string): GtinReading[] {
  if (!DIGITS.test(digits)) return [];
  switch (digits.length) {
    case 8: {
      const out = [reading("GTIN-8", digits, hasValidCheckDigit(digits), null)];
      const upca = expandUpcE(digits);
      if (upca !== null) {
        const valid = upca.endsWith(digits[7]);
        // A UPC-E is identified by its expansion; an invalid one has no trustworthy GTIN.
        out.push({
          type: "UPC-E",
          valid,
          gtin14: valid ? upca.padStart(14, "0") : null,
          upca: valid ? upca : null,
          restricted: valid ? restrictionOf(upca.padStart(14, "0"), "UPC-A") : null,
        });
      }
      return out;
    }
    case 12:
      return [reading("UPC-A", digits, hasValidCheckDigit(digits), digits)];
    case 13: {
      const upca = digits.startsWith("0") ? digits.slice(1) : null;
      return [reading("EAN-13", digits, hasValidCheckDigit(digits), upca)];
    }
    case 14: {
      const upca = digits.startsWith("00") ? digits.slice(2) : null;
      return [reading("GTIN-14", digits, hasValidCheckDigit(digits), upca)];
    }
    default:
      return [];
  }
}

/** Lengths that are a GTIN length minus one and no GTIN length: the check digit is missing. */
const SHORT_BY_ONE = new Set([7, 11]);

/**
 * A proposed complete code: for a GTIN-length code (8, 12, 13 or 14 digits) whose check digit is
 * wrong, the same code with the right check digit (036000291453 → 036000291452: a wrong last digit
 * is far likelier than a missing one); for 7 or 11 digits (EAN-8 or UPC-A without its check
 * digit), the digits with their check digit appended. Null when the code is valid already.
 */
export function suggestCheckDigit(digits: string): string | null {
  if (!DIGITS.test(digits)) return null;
  if (readings(digits).some((r) => r.valid)) return null;
  if (SHORT_BY_ONE.has(digits.length)) return digits + checkDigit(digits);
  if ([8, 12, 13, 14].includes(digits.length)) {
    const body = digits.slice(0, -1);
    return body + checkDigit(body);
  }
  return null;
}

/** Strips spaces and dashes people type or paste between groups of digits. */
export function cleanCode(input: string): string {
  return input.trim().replace(/[\s-]+/g, "");
}

/** The 14-digit text form of a valid GTIN (8, 12, 13 or 14 digits; UPC-E expanded), else null. */
export function toGtin14(input: string): string | null {
  const digits = cleanCode(input);
  const valid = readings(digits).filter((r) => r.valid);
  // For an 8-digit code valid both ways, the caller must choose; the EAN-8 reading comes first.
  return valid[0]?.gtin14 ?? null;
}
