// The demo training courses and some progress for the demo staff.
import type { Course } from "./training.ts";

const t = (en: string, fr: string) => ({ en, fr });

export const COURSE_SEED: Omit<Course, "updated_at">[] = [
  {
    id: "skate-fitting",
    title: t("Skate fitting basics", "Notions d’ajustement de patins"),
    description: t(
      "Measure, fit and bake hockey skates so the customer leaves with the right size.",
      "Mesurer, ajuster et thermoformer des patins de hockey pour que le client parte avec la bonne taille.",
    ),
    pass_percent: 66,
    lessons: [
      {
        id: "measure",
        kind: "text",
        title: t("Measuring the foot", "Mesurer le pied"),
        body: t(
          "Measure both feet standing, with the socks the customer skates in. Fit the larger foot. Skate sizes run 1 to 1.5 sizes below shoe sizes.",
          "Mesurez les deux pieds debout, avec les bas que le client porte pour patiner. Ajustez au plus grand pied. La pointure des patins est de 1 à 1,5 sous celle des chaussures.",
        ),
        url: "",
      },
      {
        id: "fit-check",
        kind: "video",
        title: t("The pencil test and heel lock", "Le test du crayon et le maintien du talon"),
        body: t(
          "Watch how to check depth with the pencil test and heel lock with the knee-bend test.",
          "Voyez comment vérifier la profondeur avec le test du crayon et le maintien du talon en fléchissant les genoux.",
        ),
        url: "https://videos.example.com/training/skate-fit",
      },
      {
        id: "baking",
        kind: "file",
        title: t("Oven baking settings", "Réglages du four de thermoformage"),
        body: t(
          "The one-page chart of oven times per brand; keep it next to the oven.",
          "Le tableau d’une page des temps de four par marque; gardez-le près du four.",
        ),
        // Replaced by the uploaded chart's address when seeding (lib/resources/seed.ts).
        url: "/resources/store-training",
      },
    ],
    quiz: [
      {
        id: "q1",
        prompt: t("Which foot do you fit?", "Quel pied ajustez-vous?"),
        options: [
          t("The left foot", "Le pied gauche"),
          t("The larger foot", "Le plus grand pied"),
          t(
            "The right foot",
            "Le pied droit",
          ),
        ],
        answer: 1,
      },
      {
        id: "q2",
        prompt: t(
          "Compared with shoe size, skate size is usually…",
          "Par rapport à la pointure des chaussures, celle des patins est habituellement…",
        ),
        options: [
          t("1 to 1.5 sizes smaller", "De 1 à 1,5 plus petite"),
          t("The same", "La même"),
          t(
            "One size larger",
            "Une pointure plus grande",
          ),
        ],
        answer: 0,
      },
      {
        id: "q3",
        prompt: t("When do you measure?", "Quand mesurez-vous?"),
        options: [
          t("Sitting, barefoot", "Assis, pieds nus"),
          t(
            "Standing, with skating socks",
            "Debout, avec les bas de patinage",
          ),
        ],
        answer: 1,
      },
    ],
  },
  {
    id: "price-accuracy",
    title: t("Shelf prices and signs", "Prix en tablette et affiches"),
    description: t(
      "Keep shelf prices right: price changes, signs and the scanner price accuracy code.",
      "Garder les prix en tablette exacts : changements de prix, affiches et code d’exactitude des prix.",
    ),
    pass_percent: 100,
    lessons: [
      {
        id: "changes",
        kind: "text",
        title: t("Price changes week by week", "Les changements de prix semaine après semaine"),
        body: t(
          "Every Monday, open Upcoming price changes, print the signs for the week and swap them the evening before each change starts.",
          "Chaque lundi, ouvrez Changements de prix à venir, imprimez les affiches de la semaine et remplacez-les la veille du début de chaque changement.",
        ),
        url: "",
      },
      {
        id: "code",
        kind: "text",
        title: t("The scanner price accuracy code", "Le code d’exactitude des prix"),
        body: t(
          "If the register charges more than the shelf: items of $10 or less are free; above $10, take $10 off.",
          "Si la caisse demande plus que la tablette : l’article de 10 $ ou moins est gratuit; au-delà de 10 $, retranchez 10 $.",
        ),
        url: "",
      },
    ],
    quiz: [
      {
        id: "q1",
        prompt: t(
          "A $8 item scans at $9 but the shelf says $8. What does the customer pay?",
          "Un article de 8 $ passe à 9 $ mais la tablette indique 8 $. Combien le client paie-t-il?",
        ),
        options: [t("$8", "8 $"), t("Nothing", "Rien"), t("$9", "9 $")],
        answer: 1,
      },
    ],
  },
  {
    id: "inventory-scanner",
    title: t("Counting with the inventory scanner", "Compter avec le lecteur d’inventaire"),
    description: t(
      "Run a cycle count with a phone or a hand scanner, even without a connection.",
      "Faire un comptage cyclique avec un téléphone ou un lecteur manuel, même sans connexion.",
    ),
    pass_percent: 50,
    lessons: [
      {
        id: "lists",
        kind: "text",
        title: t("Count lists", "Listes de comptage"),
        body: t(
          "Create one list per area of the store so two people never count the same shelf.",
          "Créez une liste par zone du magasin pour que deux personnes ne comptent jamais la même tablette.",
        ),
        url: "",
      },
    ],
    quiz: [
      {
        id: "q1",
        prompt: t(
          "The connection drops during a count. What happens to the scans?",
          "La connexion tombe pendant un comptage. Qu’arrive-t-il aux lectures?",
        ),
        options: [
          t("They are lost", "Elles sont perdues"),
          t(
            "They are kept on the device and sent later, once each",
            "Elles restent sur l’appareil et sont envoyées plus tard, une seule fois",
          ),
        ],
        answer: 1,
      },
    ],
  },
  {
    id: "web-order-fulfillment",
    title: t("Fulfilling web orders", "Traiter les commandes Web"),
    description: t(
      "Accept, pick, pack and ship the group website's orders your store is offered, on time.",
      "Accepter, préparer, emballer et expédier à temps les commandes du site du groupe offertes à votre magasin.",
    ),
    pass_percent: 66,
    lessons: [
      {
        id: "offer",
        kind: "text",
        title: t("Answering an offer", "Répondre à une offre"),
        body: t(
          "A web order offered to your store waits a few hours for an answer (4 by default), then goes to another store. Accept it only when every item is on the shelf; otherwise decline it at once, so it passes to the next store without keeping the customer waiting.",
          "Une commande Web offerte à votre magasin attend une réponse quelques heures (4 par défaut), puis passe à un autre magasin. Acceptez-la seulement si chaque article est sur la tablette; sinon, refusez-la tout de suite : elle passe au magasin suivant sans faire attendre le client.",
        ),
        url: "",
      },
      {
        id: "pick-pack",
        kind: "text",
        title: t("Picking and packing", "Préparer et emballer"),
        body: t(
          "Pick from the packing slip and check each item's size and colour against it. From the moment you accept, the order's units count as sold, so the website does not offer them to anyone else. Pack with the slip, then print the label from the order page.",
          "Préparez la commande à partir du bordereau et vérifiez la taille et la couleur de chaque article. Dès que vous l’acceptez, ses unités comptent comme vendues : le site ne les offre plus à personne d’autre. Emballez avec le bordereau, puis imprimez l’étiquette depuis la page de la commande.",
        ),
        url: "",
      },
      {
        id: "ship",
        kind: "text",
        title: t("Shipping and returns", "Expédition et retours"),
        body: t(
          "Hand the parcel to the carrier the day the label is printed, with the day's scan form; the tracking number reaches the customer by itself. A return is routed by the group's rule (back to the store that shipped it, or to the store that sells the item fastest): when it arrives, mark it received, then inspected, on the return's page.",
          "Remettez le colis au transporteur le jour où l’étiquette est imprimée, avec le bordereau de ramassage du jour; le numéro de suivi parvient au client automatiquement. Un retour est acheminé selon la règle du groupe (au magasin qui l’a expédié, ou à celui qui vend l’article le plus vite) : à son arrivée, indiquez-le reçu, puis inspecté, sur la page du retour.",
        ),
        url: "",
      },
    ],
    quiz: [
      {
        id: "q1",
        prompt: t(
          "An offered order has an item you cannot find. What do you do?",
          "Une commande offerte contient un article introuvable. Que faites-vous?",
        ),
        options: [
          t("Accept it and look later", "L’accepter et chercher plus tard"),
          t(
            "Decline it at once, so it passes to another store",
            "La refuser tout de suite, pour qu’elle passe à un autre magasin",
          ),
          t("Let the offer run out", "Laisser l’offre expirer"),
        ],
        answer: 1,
      },
      {
        id: "q2",
        prompt: t(
          "When do an order's units stop being offered on the website?",
          "Quand les unités d’une commande cessent-elles d’être offertes sur le site?",
        ),
        options: [
          t("When you accept the order", "Quand vous acceptez la commande"),
          t("When the parcel is delivered", "Quand le colis est livré"),
        ],
        answer: 0,
      },
      {
        id: "q3",
        prompt: t(
          "A return arrives at your store. What do you record?",
          "Un retour arrive à votre magasin. Que notez-vous?",
        ),
        options: [
          t("Nothing: head office handles it", "Rien : le siège social s’en occupe"),
          t(
            "Received, then inspected, on the return's page",
            "Reçu, puis inspecté, sur la page du retour",
          ),
        ],
        answer: 1,
      },
    ],
  },
];
