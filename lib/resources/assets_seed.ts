// Demo marketing assets: small real files (PNG images drawn here, one-page PDF posters from
// pdf-lib) stored through lib/files, with live, scheduled and expired dates.
import { pdfLib } from "../pdf/load.ts";
import type { Config } from "../config.ts";
import { torontoDateString } from "../i18n/format.ts";
import { addDays } from "./prices.ts";
import { type AssetInput, createAsset } from "./assets.ts";
import { rgbPng } from "../marketing/png.ts";

/** A PNG of two colour bands (RGB), `width` × `height`. */
export function bandsPng(
  width: number,
  height: number,
  top: [number, number, number],
  bottom: [number, number, number],
): Promise<Uint8Array<ArrayBuffer>> {
  return rgbPng(width, height, (_x, y) => (y < height * 0.6 ? top : bottom));
}

/** A one-page US-letter poster with a headline in both languages. */
export async function posterPdf(en: string, fr: string): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 560, width: 612, height: 232, color: rgb(0.05, 0.28, 0.55) });
  page.drawText(fr, { x: 40, y: 680, size: 34, font, color: rgb(1, 1, 1) });
  page.drawText(en, { x: 40, y: 620, size: 24, font, color: rgb(1, 1, 1) });
  return await doc.save();
}

export async function seedAssets(kv: Deno.Kv, config: Config, userId: string): Promise<string> {
  const today = torontoDateString(new Date());
  const base = { description_en: "", description_fr: "", vendor: "", expires_on: "" };
  const assets: { input: AssetInput; name: string; type: string; body: Promise<Uint8Array> }[] = [
    {
      input: {
        ...base,
        title_en: "Winter sale window poster",
        title_fr: "Affiche de vitrine – soldes d’hiver",
        description_en: "Letter size; print in colour for the front window.",
        description_fr: "Format lettre; imprimez en couleur pour la vitrine.",
        category: "in_store",
        publish_on: addDays(today, -10),
        expires_on: addDays(today, 40),
      },
      name: "winter-sale-poster.pdf",
      type: "application/pdf",
      body: posterPdf("Winter sale - up to 30% off", "Soldes d'hiver - jusqu'a 30 % de rabais"),
    },
    {
      input: {
        ...base,
        title_en: "Skate season social post",
        title_fr: "Publication sociale – saison du patin",
        category: "social",
        vendor: "V100",
        publish_on: addDays(today, -3),
      },
      name: "skate-season-1080.png",
      type: "image/png",
      body: bandsPng(540, 540, [13, 71, 140], [240, 240, 240]),
    },
    {
      input: {
        ...base,
        title_en: "Group logo (colour)",
        title_fr: "Logo du groupe (couleur)",
        category: "logos",
        publish_on: addDays(today, -200),
      },
      name: "group-logo.png",
      type: "image/png",
      body: bandsPng(400, 160, [200, 30, 45], [255, 255, 255]),
    },
    {
      input: {
        ...base,
        title_en: "Back-to-school flyer",
        title_fr: "Circulaire de la rentrée",
        category: "print",
        publish_on: addDays(today, -120),
        expires_on: addDays(today, -60),
      },
      name: "back-to-school-flyer.pdf",
      type: "application/pdf",
      body: posterPdf("Back to school", "La rentree"),
    },
    {
      input: {
        ...base,
        title_en: "Spring cycling campaign",
        title_fr: "Campagne vélo du printemps",
        category: "email",
        publish_on: addDays(today, 30),
      },
      name: "spring-cycling-banner.png",
      type: "image/png",
      body: bandsPng(600, 200, [46, 125, 50], [250, 250, 250]),
    },
  ];
  for (const a of assets) {
    await createAsset(kv, a.input, { name: a.name, type: a.type, body: await a.body }, userId, {
      config,
    });
  }
  return `${assets.length} marketing assets`;
}
