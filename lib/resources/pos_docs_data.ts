// The demo POS documentation (how-tos for the POS systems the members run).
import type { PosDoc } from "./pos_docs.ts";

export const POS_DOC_SEED: Omit<PosDoc, "updated_at">[] = [
  {
    slug: "lightspeed-import-price-changes",
    system: "lightspeed",
    kind: "howto",
    title: {
      en: "Import head-office price changes into Lightspeed",
      fr: "Importer les changements de prix du siège dans Lightspeed",
    },
    summary: {
      en: "Load the scheduled sale and permanent prices before their start date.",
      fr: "Chargez les soldes et prix permanents prévus avant leur date de début.",
    },
    body: {
      en:
        "Price changes are published on the Upcoming price changes page at least three days before they start.\n\n1. Open Upcoming price changes and filter on your vendor or department.\n2. In Lightspeed, go to Inventory, then Import items, and choose Update existing items.\n3. Match the System ID column to the item number and the Default price column to the new price.\n4. Print the shelf signs from the same selection with Print signs.\n\nSale prices end on their own; Lightspeed restores the regular price when you import the end-of-sale file.",
      fr:
        "Les changements de prix sont publiés à la page Changements de prix à venir au moins trois jours avant leur début.\n\n1. Ouvrez Changements de prix à venir et filtrez sur votre fournisseur ou département.\n2. Dans Lightspeed, allez dans Inventaire, puis Importer des articles, et choisissez Mettre à jour les articles existants.\n3. Associez la colonne System ID au numéro d’article et la colonne Prix par défaut au nouveau prix.\n4. Imprimez les affiches de tablette de la même sélection avec Imprimer les affiches.\n\nLes prix de solde se terminent d’eux-mêmes; Lightspeed rétablit le prix courant quand vous importez le fichier de fin de solde.",
    },
  },
  {
    slug: "lightspeed-department-codes",
    system: "lightspeed",
    kind: "howto",
    title: {
      en: "Set up the group's departments and classes in Lightspeed",
      fr: "Configurer les départements et classes du groupe dans Lightspeed",
    },
    summary: {
      en: "Use the group's POS codes so your sales roll up in the group reports.",
      fr:
        "Utilisez les codes PDV du groupe pour que vos ventes s’additionnent dans les rapports du groupe.",
    },
    body: {
      en:
        "The group's reports read the category code of every sale. Stores that use their own categories show up as Unclassified.\n\n1. Download the department reference as CSV.\n2. In Lightspeed, open Settings, then Categories.\n3. Create one top category per department, named with its POS code, and one sub-category per class.\n4. Move existing items with Inventory, then Bulk edit.",
      fr:
        "Les rapports du groupe lisent le code de catégorie de chaque vente. Les magasins qui utilisent leurs propres catégories apparaissent comme Non classés.\n\n1. Téléchargez la référence des départements en CSV.\n2. Dans Lightspeed, ouvrez Réglages, puis Catégories.\n3. Créez une catégorie principale par département, nommée avec son code PDV, et une sous-catégorie par classe.\n4. Déplacez les articles existants avec Inventaire, puis Modification en lot.",
    },
  },
  {
    slug: "lightspeed-api-key",
    system: "lightspeed",
    kind: "howto",
    title: {
      en: "Connect Lightspeed to the portal (API key)",
      fr: "Relier Lightspeed au portail (clé d’API)",
    },
    summary: {
      en: "Daily sales and stock reach your dashboards once the key is saved.",
      fr:
        "Les ventes et le stock quotidiens arrivent dans vos tableaux de bord une fois la clé enregistrée.",
    },
    body: {
      en:
        "1. In Lightspeed, open Settings, then API access, and create a key with read access to sales and inventory.\n2. In the portal, open Account, then Lightspeed, and paste the key.\n3. Press Test connection; the portal keeps the key encrypted and never shows it again.\n\nSales of the previous day appear on the sales dashboard the next morning.",
      fr:
        "1. Dans Lightspeed, ouvrez Réglages, puis Accès API, et créez une clé avec accès en lecture aux ventes et à l’inventaire.\n2. Dans le portail, ouvrez Compte, puis Lightspeed, et collez la clé.\n3. Appuyez sur Tester la connexion; le portail garde la clé chiffrée et ne l’affiche plus jamais.\n\nLes ventes de la veille apparaissent au tableau de bord des ventes le lendemain matin.",
    },
  },
  {
    slug: "ascend-barcode-labels",
    system: "ascend",
    kind: "howto",
    title: {
      en: "Print barcode labels in Ascend",
      fr: "Imprimer des étiquettes à code-barres dans Ascend",
    },
    summary: {
      en: "Label received goods with their UPC, not an in-store number.",
      fr: "Étiquetez la marchandise reçue avec son UPC plutôt qu’un numéro interne.",
    },
    body: {
      en:
        "Labels with the vendor's UPC scan at every store and in the inventory scanner. In-store numbers (starting with 2) only work in your store.\n\n1. Check doubtful codes on the UPC validation page first.\n2. In Ascend, open Receiving, select the purchase order and choose Print labels.\n3. Pick the 1 1/4 in. x 2 in. label and the UPC-A symbology.",
      fr:
        "Les étiquettes portant l’UPC du fournisseur se lisent dans tous les magasins et dans le lecteur d’inventaire. Les numéros internes (commençant par 2) ne fonctionnent que dans votre magasin.\n\n1. Vérifiez d’abord les codes douteux à la page Validation UPC.\n2. Dans Ascend, ouvrez Réception, choisissez le bon de commande et Imprimer les étiquettes.\n3. Choisissez l’étiquette de 1 1/4 po x 2 po et la symbologie UPC-A.",
    },
  },
  {
    slug: "ascend-end-of-day",
    system: "ascend",
    kind: "document",
    title: { en: "Ascend end-of-day checklist", fr: "Liste de fermeture de journée Ascend" },
    summary: {
      en: "Close the day so sales export to the group overnight.",
      fr: "Fermez la journée pour que les ventes soient transmises au groupe pendant la nuit.",
    },
    body: {
      en:
        "1. Count the cash drawers and enter the totals in Ascend.\n2. Post all open layaways and special orders.\n3. Run End of day; the sales file is sent at 2:00 a.m.\n\nIf the export fails two nights in a row, contact support with the Ascend log file.",
      fr:
        "1. Comptez les tiroirs-caisses et saisissez les totaux dans Ascend.\n2. Enregistrez les mises de côté et commandes spéciales en cours.\n3. Lancez Fin de journée; le fichier des ventes est envoyé à 2 h.\n\nSi l’envoi échoue deux nuits de suite, joignez le soutien avec le fichier journal d’Ascend.",
    },
  },
  {
    slug: "rics-stock-count",
    system: "rics",
    kind: "howto",
    title: {
      en: "Load a Scan-Pal count into RICS",
      fr: "Charger un inventaire Scan-Pal dans RICS",
    },
    summary: {
      en: "Export a count list as CSV and import it as a physical count.",
      fr: "Exportez une liste de comptage en CSV et importez-la comme inventaire physique.",
    },
    body: {
      en:
        "1. In the portal, open Inventory Scanner, then Count lists, and download the list as CSV.\n2. In RICS, open Inventory, then Physical count, and start a count for the same departments.\n3. Import the CSV, matching the GTIN-14 column to the UPC field.\n4. Review the variance report before posting.",
      fr:
        "1. Dans le portail, ouvrez Lecteur d’inventaire, puis Listes de comptage, et téléchargez la liste en CSV.\n2. Dans RICS, ouvrez Inventaire, puis Inventaire physique, et démarrez un comptage pour les mêmes départements.\n3. Importez le CSV en associant la colonne GTIN-14 au champ UPC.\n4. Vérifiez le rapport d’écarts avant d’enregistrer.",
    },
  },
  {
    slug: "price-accuracy-policy",
    system: "any",
    kind: "document",
    title: {
      en: "Scanner price accuracy policy",
      fr: "Politique d’exactitude des prix au lecteur optique",
    },
    summary: {
      en: "What to do when the register price differs from the shelf price.",
      fr: "Que faire quand le prix à la caisse diffère du prix en tablette.",
    },
    body: {
      en:
        "Under the Scanner Price Accuracy Code, when the scanned price is higher than the shelf or advertised price, an item priced $10 or less is given free; for a higher price, $10 is taken off.\n\nIn Québec stores the same rule applies by law, and the price on a shelf sign must be at least 28-point bold.\n\nPrint shelf signs from the signage generator whenever a price change starts.",
      fr:
        "Selon le Code de lecture optique des prix, lorsque le prix lu est supérieur au prix en tablette ou annoncé, l’article de 10 $ ou moins est remis gratuitement; pour un prix supérieur, 10 $ sont retranchés.\n\nDans les magasins du Québec, la même règle s’applique par la loi, et le prix sur une affiche de tablette doit être en gras d’au moins 28 points.\n\nImprimez les affiches avec le générateur d’affiches chaque fois qu’un changement de prix commence.",
    },
  },
  {
    slug: "hand-scanner-setup",
    system: "any",
    kind: "howto",
    title: {
      en: "Use a hand scanner with the inventory scanner",
      fr: "Utiliser un lecteur manuel avec le lecteur d’inventaire",
    },
    summary: {
      en: "USB and Bluetooth scanners type the code; the page records it.",
      fr: "Les lecteurs USB et Bluetooth tapent le code; la page l’enregistre.",
    },
    body: {
      en:
        "Most hand scanners act as a keyboard and send Enter after the code.\n\n1. Pair or plug in the scanner and open Inventory Scanner.\n2. Choose the count list, then click in the code field.\n3. Scan: each code is added once, and scanning it again adds one more unit.\n\nThe counts stay on the device until the portal is reachable again.",
      fr:
        "La plupart des lecteurs manuels agissent comme un clavier et envoient Entrée après le code.\n\n1. Jumelez ou branchez le lecteur et ouvrez Lecteur d’inventaire.\n2. Choisissez la liste de comptage, puis cliquez dans le champ du code.\n3. Lisez : chaque code est ajouté une fois, et le relire ajoute une unité de plus.\n\nLes comptages restent sur l’appareil jusqu’à ce que le portail soit de nouveau joignable.",
    },
  },
];
