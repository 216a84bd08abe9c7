// How an entry's amount was found, read as words on statements (page, CSV, XLSX): the ledger keeps
// plain figures ("1×51999×8400bp"), people read "1 × $519.99 × 84 %".
import type { Locale } from "../i18n/locales.ts";
import { formatCurrency, formatNumber } from "../i18n/format.ts";

const money = (cents: number, locale: Locale) => formatCurrency(cents / 100, locale);
const percent = (bp: number, locale: Locale) => `${formatNumber(bp / 100, locale)} %`;

/** A basis in words; bases that are already words (a carrier service, a rule) stay as they are. */
export function basisText(basis: string, locale: Locale): string {
  // A partial refund: the share of the lines × what was refunded / what they were worth.
  const part = basis.match(/^\((.*)\) × (\d+)\/(\d+)$/);
  if (part) {
    return `(${basisText(part[1], locale)}) × ${money(Number(part[2]), locale)} / ${
      money(Number(part[3]), locale)
    }`;
  }
  return basis.split(" + ").map((part) => {
    const share = part.match(/^(\d+)×(\d+)×(\d+)bp$/);
    if (share) {
      const [, qty, cents, bp] = share.map(Number);
      return `${qty} × ${money(cents, locale)} × ${percent(bp, locale)}`;
    }
    const fee = part.match(/^(\d+)×(\d+)bp\+(\d+)$/);
    if (fee) {
      const [, paid, bp, fixed] = fee.map(Number);
      return `${money(paid, locale)} × ${percent(bp, locale)} + ${money(fixed, locale)}`;
    }
    return part;
  }).join(" + ");
}
