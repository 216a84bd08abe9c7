// MAP_TILE_URL (lib/config.ts): the raster tiles of the optional tile map, an https URL template
// with {z}, {x} and {y} (the page's Content-Security-Policy admits https images only).
import { z } from "zod";

export const TileUrlTemplate = z.string().trim()
  .regex(/^https:\/\/[^\s/]+\//, "must be an https:// URL")
  .refine((s) => ["{z}", "{x}", "{y}"].every((p) => s.includes(p)), "must contain {z}, {x} and {y}")
  .refine((s) => URL.canParse(s.replace(/\{[zxy]\}/g, "0")), "must be a valid URL");
