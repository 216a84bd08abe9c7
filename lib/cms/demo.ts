// Demo CMS pages: the website member SOP (linked from the Resources menu, public) and a
// members-only page about the group's buying calendar, plus an unpublished draft.
import type { PageContent } from "./schema.ts";
import { savePage } from "./store.ts";

const DEMO_PAGES: PageContent[] = [
  {
    permalink: "website-member-sop",
    title: { en: "Website Member SOP", fr: "Procédure des membres pour le site Web" },
    body: {
      en: `The standard operating procedure for stores that fulfill orders from the group website.

1. Check the fulfillment screen at opening, at noon and before closing.
2. Accept or decline every routed order within the time window shown on the order.
3. Pick and pack the items, then buy the shipping label from the order's page.
4. Ship the same day and make sure the tracking number is valid.
5. Practise new steps in the sandbox first: it never touches live orders.`,
      fr: `La procédure normale des magasins qui traitent les commandes du site Web du groupe.

1. Consultez l'écran d'exécution à l'ouverture, à midi et avant la fermeture.
2. Acceptez ou refusez chaque commande acheminée dans le délai indiqué sur la commande.
3. Préparez et emballez les articles, puis achetez l'étiquette d'expédition depuis la page de la commande.
4. Expédiez le jour même et vérifiez que le numéro de suivi est valide.
5. Exercez-vous d'abord aux nouvelles étapes dans le bac à sable : il ne touche jamais aux vraies commandes.`,
    },
    visibility: "public",
    published: true,
  },
  {
    permalink: "buying-calendar",
    title: { en: "Buying calendar", fr: "Calendrier des achats" },
    body: {
      en: `Key dates of the buying year for member stores.

| Season | Show | Orders close |
| --- | --- | --- |
| Spring | February | March 15 |
| Fall | September | October 1 |

Questions go to your head-office buyer.`,
      fr: `Les dates clés de l'année d'achats pour les magasins membres.

| Saison | Salon | Fin des commandes |
| --- | --- | --- |
| Printemps | Février | 15 mars |
| Automne | Septembre | 1er octobre |

Adressez vos questions à votre acheteur du siège social.`,
    },
    visibility: "members",
    published: true,
  },
  {
    permalink: "returns-policy",
    title: { en: "Returns policy (draft)", fr: "Politique de retour (brouillon)" },
    body: {
      en: "Draft: the group's returns policy for website orders.",
      fr: "Brouillon : la politique de retour du groupe pour les commandes Web.",
    },
    visibility: "members",
    published: false,
  },
];

export async function seedCmsPages(kv: Deno.Kv): Promise<string> {
  for (const content of DEMO_PAGES) await savePage(kv, { content, by: "admin@example.com" });
  return `CMS: ${DEMO_PAGES.length} pages`;
}
