// The browser half of lib/fresh/serializer.ts: turns tagged JSON back into values.
export type SignalFactory = (value: unknown) => unknown;

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function decodeValue(value: unknown, signal?: SignalFactory): unknown {
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, signal));
  if (typeof value !== "object" || value === null) return value;
  const tagged = value as { _f?: string; v?: unknown };
  switch (tagged._f) {
    case "n":
      return Number(tagged.v);
    case "b":
      return BigInt(tagged.v as string);
    case "d":
      return new Date(tagged.v as string);
    case "u8":
      return fromBase64(tagged.v as string);
    case "s": {
      const inner = decodeValue(tagged.v, signal);
      return signal ? signal(inner) : inner;
    }
    case "o":
      return decodeObject(tagged.v as Record<string, unknown>, signal);
  }
  return decodeObject(value as Record<string, unknown>, signal);
}

function decodeObject(value: Record<string, unknown>, signal?: SignalFactory) {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = decodeValue(item, signal);
  return out;
}
