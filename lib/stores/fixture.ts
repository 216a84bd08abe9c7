// The demo stores (43 across the provinces, head office first; 3075 is closed) and the 30
// fictional vendors, as compact rows parsed once.
import type { Province, Store, StoreService, Vendor, Weekday } from "./model.ts";

// store_number|name|address|city|province|postal code|latitude|longitude|phone|banner
const STORE_ROWS = `
1000|Head Office|2600 Boulevard Laurier, bureau 800|Québec|QC|G1V 4W1|46.7731|-71.2845|418-555-0100|Head Office
1021|Sports Saint-Laurent|1455 Rue Peel|Montréal|QC|H3A 1T5|45.4999|-73.5753|514-555-0121|Sport Experts Associés
1034|Plein Air Laurentides|455 Boulevard des Laurentides|Saint-Jérôme|QC|J7Z 4L9|45.7806|-74.0036|450-555-0134|Plein Air
1047|Sports Estrie|3050 Boulevard de Portland|Sherbrooke|QC|J1L 1K1|45.3906|-71.9286|819-555-0147|Sport Experts Associés
1058|Hockey Mauricie|4125 Boulevard des Forges|Trois-Rivières|QC|G8Y 1W1|46.3700|-72.5681|819-555-0158|Hockey Pro
1062|Sports Saguenay|1401 Boulevard Talbot|Chicoutimi|QC|G7H 4C1|48.4108|-71.0589|418-555-0162|Sport Experts Associés
1075|Vélo Gatineau|500 Boulevard de la Gappe|Gatineau|QC|J8T 8A8|45.4961|-75.6892|819-555-0175|Cycle Plus
1089|Sports Rimouski|419 Boulevard Jessop|Rimouski|QC|G5L 1M9|48.4439|-68.5394|418-555-0189|Sport Experts Associés
1093|Plein Air Lévis|1200 Boulevard Alphonse-Desjardins|Lévis|QC|G6V 6Y8|46.8033|-71.1800|418-555-0193|Plein Air
1102|Sports Laval|1600 Boulevard Le Corbusier|Laval|QC|H7S 1Y9|45.5697|-73.7503|450-555-0102|Sport Experts Associés
1234|Northern Edge Sports|220 Yonge Street|Toronto|ON|M5B 2H1|43.6544|-79.3807|416-555-0134|Sports Excellence
1248|Ottawa Valley Outfitters|50 Rideau Street|Ottawa|ON|K1N 9J7|45.4259|-75.6920|613-555-0148|Outfitters
1256|Lakeshore Hockey|1250 South Service Road|Mississauga|ON|L5E 1V4|43.5853|-79.5561|905-555-0156|Hockey Pro
1263|Forest City Sports|1680 Richmond Street|London|ON|N6G 3Y9|43.0271|-81.2816|519-555-0163|Sports Excellence
1277|Limestone Athletics|945 Gardiners Road|Kingston|ON|K7M 7H4|44.2558|-76.5711|613-555-0177|Sports Excellence
1281|Hammer Town Sports|999 Upper Wentworth Street|Hamilton|ON|L9A 4X5|43.2191|-79.8594|905-555-0181|Sports Excellence
1295|Sudbury Trail & Ski|1349 Lasalle Boulevard|Sudbury|ON|P3A 1Z2|46.5183|-80.9497|705-555-0195|Outfitters
1302|Thunder Bay Outdoors|1000 Fort William Road|Thunder Bay|ON|P7B 6B9|48.4072|-89.2336|807-555-0102|Outfitters
1310|Waterloo Runners|550 King Street North|Waterloo|ON|N2L 5W6|43.4988|-80.5281|519-555-0110|Run Club
1326|Barrie Bay Sports|509 Bayfield Street|Barrie|ON|L4M 4Z8|44.4136|-79.7008|705-555-0126|Sports Excellence
1339|Windsor Court Sports|3100 Howard Avenue|Windsor|ON|N8X 3Y8|42.2756|-83.0006|519-555-0139|Sports Excellence
1344|Niagara Peninsula Sports|221 Glendale Avenue|St. Catharines|ON|L2T 2K9|43.1372|-79.2236|905-555-0144|Sports Excellence
2015|Red River Sports|1485 Portage Avenue|Winnipeg|MB|R3G 0W4|49.8831|-97.1989|204-555-0115|Sports Excellence
2023|Brandon Hockey Shop|1570 18th Street|Brandon|MB|R7A 5C5|49.8625|-99.9597|204-555-0123|Hockey Pro
2038|Prairie Peak Sports|2325 Preston Avenue South|Saskatoon|SK|S7J 2G2|52.0989|-106.6369|306-555-0138|Outfitters
2044|Queen City Sports|2223 Victoria Avenue East|Regina|SK|S4N 6E4|50.4475|-104.5567|306-555-0144|Sports Excellence
2051|Bow Valley Outfitters|1000 Railway Avenue|Canmore|AB|T1W 1P4|51.0884|-115.3479|403-555-0151|Outfitters
2067|Chinook Sports|6455 Macleod Trail SW|Calgary|AB|T2H 0K8|50.9956|-114.0722|403-555-0167|Sports Excellence
2072|River Valley Hockey|10150 Jasper Avenue NW|Edmonton|AB|T5J 1W4|53.5418|-113.4938|780-555-0172|Hockey Pro
2086|Red Deer Athletics|4900 Molly Banister Drive|Red Deer|AB|T4R 1N9|52.2447|-113.8161|403-555-0186|Sports Excellence
2091|Lethbridge Coulee Sports|501 1st Avenue South|Lethbridge|AB|T1J 4L9|49.6944|-112.8433|403-555-0191|Sports Excellence
2103|Coast Mountain Sports|1125 Howe Street|Vancouver|BC|V6Z 2K8|49.2788|-123.1265|604-555-0103|Outfitters
2118|Island Paddle & Ski|3147 Douglas Street|Victoria|BC|V8Z 6E3|48.4490|-123.3731|250-555-0118|Outfitters
2124|Okanagan Sports|2271 Harvey Avenue|Kelowna|BC|V1Y 6H2|49.8844|-119.4594|250-555-0124|Sports Excellence
2139|Northern Lights Outfitters|3055 Massey Drive|Prince George|BC|V2N 2S9|53.8903|-122.7669|250-555-0139|Outfitters
2145|Yukon Trail Supply|2190 2nd Avenue|Whitehorse|YT|Y1A 4P1|60.7197|-135.0567|867-555-0145|Outfitters
3012|Harbour Sports|7001 Mumford Road|Halifax|NS|B3L 2H8|44.6511|-63.6131|902-555-0112|Sports Excellence
3027|Cape Breton Hockey|800 Grand Lake Road|Sydney|NS|B1P 6S9|46.1247|-60.1481|902-555-0127|Hockey Pro
3033|Fundy Outdoors|519 Westmorland Road|Saint John|NB|E2J 3W9|45.2894|-66.0197|506-555-0133|Outfitters
3048|Sports Acadie|477 Paul Street|Dieppe|NB|E1A 4X5|46.0967|-64.7378|506-555-0148|Sport Experts Associés
3054|Island Athletics|670 University Avenue|Charlottetown|PE|C1E 1H6|46.2595|-63.1417|902-555-0154|Sports Excellence
3069|Avalon Sports|48 Kenmount Road|St. John's|NL|A1B 1W3|47.5625|-52.7408|709-555-0169|Sports Excellence
3075|Fredericton Trail Co.|1381 Regent Street|Fredericton|NB|E3C 1A2|45.9311|-66.6536|506-555-0175|Outfitters
`;

/** Services by banner (what the store locator filters on). */
const BANNER_SERVICES: Record<string, StoreService[]> = {
  "Hockey Pro": ["skate_sharpening", "custom_fitting", "team_sales"],
  "Outfitters": ["ski_tuning", "rentals", "web_pickup"],
  "Cycle Plus": ["bike_repair", "rentals"],
  "Run Club": ["custom_fitting", "web_pickup"],
  "Plein Air": ["ski_tuning", "rentals", "web_pickup"],
};

/** Stores that are closed (kept for their history, not on pickers). */
const CLOSED = new Set([3075]);

export const DEMO_STORES: Store[] = STORE_ROWS.trim().split("\n").map((line) => {
  const [n, name, address, city, province, postal_code, lat, lon, phone, banner] = line.split("|");
  const store_number = Number(n);
  return {
    store_number,
    name,
    address,
    city,
    province: province as Province,
    postal_code,
    latitude: Number(lat),
    longitude: Number(lon),
    phone,
    banner,
    active: !CLOSED.has(store_number),
    ...demoDetails(store_number, banner, city),
  };
});

/** The store master's demo details: e-mail, hours, services and an owner contact. */
function demoDetails(n: number, banner: string, city: string): Partial<Store> {
  if (n === 1000) return { email: "siege@example.com", services: [], contacts: [] };
  const late = n % 3 === 0 ? "21:00" : "20:00";
  const hours: Record<Weekday, string> = {
    mon: `10:00-${late}`,
    tue: `10:00-${late}`,
    wed: `10:00-${late}`,
    thu: "10:00-21:00",
    fri: "10:00-21:00",
    sat: "09:00-18:00",
    sun: n % 4 === 0 ? "closed" : "11:00-17:00",
  };
  return {
    email: `store${n}@members.example.com`,
    hours,
    services: BANNER_SERVICES[banner] ?? ["skate_sharpening", "team_sales", "web_pickup"],
    contacts: [{
      role: "Owner",
      name: `${["Marie", "David", "Sophie", "Jean", "Priya", "Liam"][n % 6]} ${
        city.split(/[ .-]/)[0]
      }`,
      email: `owner${n}@members.example.com`,
      phone: "",
    }],
  };
}

const VENDOR_NAMES = `Polar Peak Hockey|Northwind Outerwear|Trailhead Footwear|Glacier Ski Co.
Maple Blade Skates|Summit Packs|Riverstone Fishing|Aurora Activewear|Coastline Paddle
Prairie Cycle Works|Boréal Plein Air|Ironwood Fitness|Kodiak Camp Gear|Lakeside Swim
Cedar Racquet Sports|Timberline Boots|Snowdrift Snowboards|Fastbreak Basketball|Pitchside Soccer
Diamond Line Baseball|Stride Running Co.|Voyageur Canoe Supply|Frostbite Goalie|Highland Golf
Tidewater Wetsuits|Laurentian Knitwear|Granite Climbing|Blue Line Sticks|Everest Optics
Wildrose Equestrian`.split(/[|\n]/);

/** V100, V200 … V3000 in this order. */
export const DEMO_VENDORS: Vendor[] = VENDOR_NAMES.map((name, i) => ({
  vendor_number: `V${100 + i * 100}`,
  name,
}));
