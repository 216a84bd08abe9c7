// A style for unit tests: a black skate of vendor V100 (HOC / skates, FW26), changed by `over`.
import type { Style } from "../../../lib/catalogue/model.ts";

export function testStyle(id: string, over: Partial<Style> = {}): Style {
  return {
    id,
    vendor: "V100",
    department: "HOC",
    class: "skates",
    season: "FW26",
    name: { en: "Skate", fr: "Patin" },
    description: { en: "Skate", fr: "Patin" },
    sizes: ["9"],
    colours: [{ code: "BLK", name: { en: "Black", fr: "noir" } }],
    ...over,
  };
}
