// The group's department and class reference: codes, descriptions in both languages and the codes
// the stores' POS systems use for them. Reference data of the group (the same codes the sales
// catalogue carries, lib/sales/model.ts DEPARTMENTS), read by the department reference page, the
// price-change and signage screens.
import type { Locale } from "../auth/types.ts";

export interface Named {
  en: string;
  fr: string;
}

export interface ClassRef {
  code: string;
  pos_code: string;
  name: Named;
}

export interface DepartmentRef {
  code: string;
  pos_code: string;
  name: Named;
  classes: ClassRef[];
}

const dept = (
  code: string,
  pos: number,
  en: string,
  fr: string,
  classes: [string, string, string][],
): DepartmentRef => ({
  code,
  pos_code: String(pos),
  name: { en, fr },
  classes: classes.map(([c, cen, cfr], i) => ({
    code: c,
    pos_code: `${pos}${String(i + 1).padStart(2, "0")}`,
    name: { en: cen, fr: cfr },
  })),
});

export const DEPARTMENT_REFERENCE: DepartmentRef[] = [
  dept("HOC", 10, "Hockey", "Hockey", [
    ["skates", "Skates", "Patins"],
    ["sticks", "Sticks", "Bâtons"],
    ["protective", "Protective equipment", "Équipement de protection"],
    ["goalie", "Goalie equipment", "Équipement de gardien"],
  ]),
  dept("BIK", 20, "Cycling", "Vélo", [
    ["bikes", "Bicycles", "Vélos"],
    ["parts", "Parts and accessories", "Pièces et accessoires"],
    ["helmets", "Helmets", "Casques"],
  ]),
  dept("SKI", 30, "Ski and snowboard", "Ski et planche à neige", [
    ["skis", "Skis", "Skis"],
    ["boards", "Snowboards", "Planches à neige"],
    ["boots", "Ski and snowboard boots", "Bottes de ski et de planche"],
  ]),
  dept("FTW", 40, "Footwear", "Chaussures", [
    ["running", "Running shoes", "Chaussures de course"],
    ["hiking", "Hiking boots", "Bottes de randonnée"],
    ["winter", "Winter boots", "Bottes d'hiver"],
  ]),
  dept("TEA", 50, "Team sports", "Sports d'équipe", [
    ["soccer", "Soccer", "Soccer"],
    ["baseball", "Baseball", "Baseball"],
    ["basketball", "Basketball", "Basketball"],
  ]),
  dept("CMP", 60, "Camping and fishing", "Camping et pêche", [
    ["tents", "Tents", "Tentes"],
    ["sleeping", "Sleeping bags and mats", "Sacs et matelas de couchage"],
    ["fishing", "Fishing", "Pêche"],
  ]),
  dept("FIT", 70, "Fitness, racquet and golf", "Conditionnement, raquette et golf", [
    ["equipment", "Fitness equipment", "Appareils de conditionnement"],
    ["racquet", "Racquet sports", "Sports de raquette"],
    ["golf", "Golf", "Golf"],
  ]),
  dept("WAT", 80, "Water sports", "Sports nautiques", [
    ["swim", "Swimming", "Natation"],
    ["paddle", "Paddling", "Pagaie"],
  ]),
  dept("SCH", 90, "Back to school", "Rentrée scolaire", [
    ["backpacks", "Backpacks", "Sacs à dos"],
    ["lunch", "Lunch bags and bottles", "Sacs-repas et gourdes"],
  ]),
  dept("APP", 95, "Apparel", "Vêtements", [
    ["outerwear", "Outerwear", "Vêtements d'extérieur"],
    ["base_layers", "Base layers", "Couches de base"],
    ["kids", "Kids' apparel", "Vêtements pour enfants"],
  ]),
];

const BY_CODE = new Map(DEPARTMENT_REFERENCE.map((d) => [d.code, d]));

export function department(code: string): DepartmentRef | null {
  return BY_CODE.get(code) ?? null;
}

export function nameIn(name: Named, locale: Locale): string {
  return locale === "fr-CA" ? name.fr : name.en;
}

/** Departments whose code, POS code or name (either language) contains `query`, classes filtered too. */
export function searchDepartments(query: string): DepartmentRef[] {
  const q = fold(query.trim());
  if (!q) return DEPARTMENT_REFERENCE;
  const hit = (code: string, pos: string, name: Named) =>
    [code, pos, name.en, name.fr].some((s) => fold(s).includes(q));
  return DEPARTMENT_REFERENCE.flatMap((d) => {
    if (hit(d.code, d.pos_code, d.name)) return [d];
    const classes = d.classes.filter((c) => hit(c.code, c.pos_code, c.name));
    return classes.length ? [{ ...d, classes }] : [];
  });
}

/** Lower case without accents, so "velo" finds "Vélo". */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
