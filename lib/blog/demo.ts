// Demo blog posts: five published ones across the last weeks, one scheduled ahead and one draft,
// written by the head-office admin, in both languages.
import { getUserByEmail } from "../auth/store.ts";
import { PostForm } from "./schema.ts";
import { savePost } from "./store.ts";
import { torontoDateString } from "../i18n/format.ts";

interface DemoPost {
  title_en: string;
  title_fr: string;
  body_en: string;
  body_fr: string;
  tags: string;
  /** Days from today (negative = past); null = draft. */
  days: number | null;
  cover_url?: string;
}

const DEMO_POSTS: DemoPost[] = [
  {
    title_en: "Fall Show 2026: booking opens",
    title_fr: "Salon d'automne 2026 : ouverture des réservations",
    body_en:
      "Booking for the **Fall Show 2026** is open.\n\n- Vendor pages are live under *Show*\n- Order books close two weeks after the show\n\nSee the [show page](/show/fall-2026) for the floor plan.",
    body_fr:
      "Les réservations pour le **Salon d'automne 2026** sont ouvertes.\n\n- Les pages des fournisseurs sont en ligne sous *Salon*\n- Les carnets de commandes ferment deux semaines après le salon\n\nConsultez la [page du salon](/show/fall-2026) pour le plan d'étage.",
    tags: "fall-2026, news",
    days: -3,
  },
  {
    title_en: "Winter specials: hockey and snowshoes",
    title_fr: "Spéciaux d'hiver : hockey et raquettes",
    body_en:
      "This season's specials focus on **hockey sticks** and **snowshoes**.\n\n1. Order by December 5 for first delivery\n2. Freight is prepaid over $2,500\n\nQuestions? Write to your buyer.",
    body_fr:
      "Les spéciaux de la saison portent sur les **bâtons de hockey** et les **raquettes**.\n\n1. Commandez avant le 5 décembre pour la première livraison\n2. Le transport est payé d'avance au-delà de 2 500 $\n\nDes questions? Écrivez à votre acheteur.",
    tags: "specials, hockey",
    days: -10,
  },
  {
    title_en: "Ship-from-store: faster label printing",
    title_fr: "Expédition en magasin : impression d'étiquettes plus rapide",
    body_en:
      "Labels for website orders now print in one step from the order page. The [member SOP](/pages/website-member-sop) has the updated steps.",
    body_fr:
      "Les étiquettes des commandes Web s'impriment maintenant en une seule étape depuis la page de la commande. La [procédure des membres](/pages/website-member-sop) présente les étapes à jour.",
    tags: "fulfillment, news",
    days: -17,
  },
  {
    title_en: "Trail running: what sold this summer",
    title_fr: "Course en sentier : ce qui s'est vendu cet été",
    body_en:
      "Trail shoes grew 18% over last summer across the group. Stores that stocked **wide sizes** saw the strongest sell-through.\n\n> Keep a full size run of the top three styles.",
    body_fr:
      "Les chaussures de sentier ont progressé de 18 % par rapport à l'été dernier dans le groupe. Les magasins qui offraient des **pointures larges** ont eu le meilleur écoulement.\n\n> Gardez toutes les pointures des trois modèles les plus vendus.",
    tags: "running, performance",
    days: -30,
  },
  {
    title_en: "Welcome to the new member portal",
    title_fr: "Bienvenue dans le nouveau portail des membres",
    body_en:
      "The portal brings dashboards, ordering and fulfillment together. Switch between **English** and **French** at any time from the top menu.",
    body_fr:
      "Le portail réunit les tableaux de bord, les commandes et l'exécution des commandes. Passez de l'**anglais** au **français** en tout temps depuis le menu du haut.",
    tags: "news",
    days: -45,
  },
  {
    title_en: "Spring catalogue preview",
    title_fr: "Aperçu du catalogue du printemps",
    body_en: "The spring catalogue preview goes live next week with **cycling** and **paddling**.",
    body_fr:
      "L'aperçu du catalogue du printemps sera en ligne la semaine prochaine avec le **vélo** et la **pagaie**.",
    tags: "catalogue",
    days: 7,
  },
  {
    title_en: "Draft: holiday hours",
    title_fr: "Brouillon : heures des Fêtes",
    body_en: "Head office holiday hours, to be confirmed.",
    body_fr: "Heures des Fêtes du siège social, à confirmer.",
    tags: "news",
    days: null,
  },
];

export async function seedBlog(kv: Deno.Kv): Promise<string> {
  const admin = await getUserByEmail(kv, "admin@example.com");
  const author = { id: admin?.id ?? "head-office", name: admin?.name ?? "Head Office" };
  const now = new Date();
  for (const demo of DEMO_POSTS) {
    const when = demo.days === null ? null : new Date(now.getTime() + demo.days * 86_400_000);
    const data = PostForm.parse({
      ...demo,
      cover_url: demo.cover_url ?? "",
      publish_date: when ? torontoDateString(when) : "",
      publish_time: when ? "09:00" : "",
    });
    await savePost(kv, { data, action: when ? "publish" : "save", author, now });
  }
  return `Blog: ${DEMO_POSTS.length} demo posts`;
}
