// Reading JSON Schemas for people (the /head-office/api-docs page): a body's fields as rows
// (nested objects and array items flattened to `a.b` and `a[].b`), a type in words, and an
// example value built from the schema (its examples, default or first enum value, else one that
// fits the type, format and limits; a string field named like an e-mail gets an address).
type Json = Record<string, unknown>;

export interface FieldRow {
  name: string;
  required: boolean;
  type: string;
  description: string;
}

/** "string, email, 1–2000" or "en-US | fr-CA" from a JSON Schema. */
export function describeType(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) return alternatives.map(describeType).join(" | ");
  const parts = [String(schema.type ?? "any")];
  // Notation rather than words, the same in both languages: `object[]`, `[1–200]` items.
  if (schema.type === "array" && schema.items) parts[0] = `${describeType(schema.items as Json)}[]`;
  if (schema.format) parts.push(String(schema.format));
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(`${schema.minLength ?? 0}–${schema.maxLength ?? "∞"}`);
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    parts.push(`${schema.minimum ?? "−∞"}–${schema.maximum ?? "∞"}`);
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    parts.push(`[${schema.minItems ?? 0}–${schema.maxItems ?? "∞"}]`);
  }
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  return parts.join(", ");
}

/** The fields of an object schema as rows, nested ones flattened. */
export function fieldRows(schema: Json, prefix = ""): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      required: required.has(key),
      type: describeType(property),
      description: String(property.description ?? ""),
    };
    const items = property.items as Json | undefined;
    if (property.type === "object") return [row, ...fieldRows(property, `${name}.`)];
    if (items?.type === "object") return [row, ...fieldRows(items, `${name}[].`)];
    return [row];
  });
}

const FORMAT_EXAMPLES: Record<string, string> = {
  email: "name@example.com",
  date: "2026-11-30",
  "date-time": "2026-11-30T14:00:00.000Z",
  uuid: "0a1b2c3d-0000-4000-8000-00000000abcd",
  uri: "https://example.com/",
  url: "https://example.com/",
};

/** An example value that fits the schema. */
export function exampleOf(schema: Json): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives?.length) return exampleOf(alternatives[0]);
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Json>).map((
          [key, property],
        ) => [
          key,
          /email/i.test(key) && property.type === "string"
            ? FORMAT_EXAMPLES.email
            : exampleOf(property),
        ]),
      );
    case "array":
      return schema.items ? [exampleOf(schema.items as Json)] : [];
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return false;
    case "null":
      return null;
    case "string": {
      const byFormat = FORMAT_EXAMPLES[String(schema.format)];
      if (byFormat) return byFormat;
      const min = typeof schema.minLength === "number" ? schema.minLength : 0;
      const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
      const length = Math.min(Math.max(min, 4), max);
      return "text".padEnd(length, "x").slice(0, length);
    }
    default:
      return null;
  }
}
