// The real EasyPost API (config.EASYPOST_BASE_URL + /v2, HTTP basic auth with the API key as
// user), used for live shipping with a live key. EasyPost's objects already have the shapes
// of carrier.ts; this maps only the fields the portal keeps.
import type { Address, Batch, Carrier, CarrierShipment, Parcel, Rate } from "./carrier.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

function shipmentOf(s: Json): CarrierShipment {
  const rate = (r: Json): Rate => ({
    id: r.id,
    shipment_id: r.shipment_id,
    carrier: r.carrier,
    service: r.service,
    rate: String(r.rate),
    currency: "CAD",
    delivery_days: Number(r.delivery_days ?? r.est_delivery_days ?? 0),
  });
  const a = s.from_address;
  return {
    id: s.id,
    from_address: a
      ? {
        name: a.name ?? "",
        company: a.company ?? null,
        street1: a.street1 ?? "",
        street2: a.street2 ?? null,
        city: a.city ?? "",
        state: a.state ?? "",
        zip: a.zip ?? "",
        country: "CA",
        phone: a.phone ?? null,
        email: a.email ?? null,
      }
      : null,
    rates: (s.rates ?? []).map(rate),
    selected_rate: s.selected_rate ? rate(s.selected_rate) : null,
    tracking_code: s.tracking_code ?? null,
    postage_label: s.postage_label
      ? { id: s.postage_label.id, label_url: s.postage_label.label_url ?? null }
      : null,
    refund_status: s.refund_status ?? null,
    batch_id: s.batch_id ?? null,
  };
}

function batchOf(b: Json): Batch {
  return {
    id: b.id,
    state: b.state,
    shipments: (b.shipments ?? []).map((s: Json) => s.id),
    scan_form: b.scan_form
      ? {
        id: b.scan_form.id,
        tracking_codes: b.scan_form.tracking_codes ?? [],
        form_url: b.scan_form.form_url ?? null,
      }
      : null,
  };
}

export class EasyPostCarrier implements Carrier {
  readonly name = "easypost";
  private base: string;
  constructor(
    private apiKey: string,
    baseUrl = "https://api.easypost.com",
    private fetcher: typeof fetch = fetch,
  ) {
    this.base = `${baseUrl.replace(/\/$/, "")}/v2`;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Json> {
    const res = await this.fetcher(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Basic ${btoa(`${this.apiKey}:`)}`,
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) {
      throw new Error(`EasyPost ${method} ${path}: ${res.status} ${json?.error?.message ?? ""}`);
    }
    return json;
  }

  async createShipment(input: { from: Address; to: Address; parcel: Parcel; reference: string }) {
    return shipmentOf(
      await this.call("POST", "/shipments", {
        shipment: {
          reference: input.reference,
          from_address: input.from,
          to_address: input.to,
          parcel: input.parcel,
        },
      }),
    );
  }

  async buy(shipmentId: string, rateId: string) {
    return shipmentOf(
      await this.call("POST", `/shipments/${shipmentId}/buy`, { rate: { id: rateId } }),
    );
  }

  async refund(shipmentId: string) {
    return shipmentOf(await this.call("POST", `/shipments/${shipmentId}/refund`));
  }

  async createBatch(shipmentIds: string[]) {
    return batchOf(
      await this.call("POST", "/batches", {
        batch: { shipments: shipmentIds.map((id) => ({ id })) },
      }),
    );
  }

  async getBatch(batchId: string) {
    return batchOf(await this.call("GET", `/batches/${batchId}`));
  }

  async createScanForm(batchId: string) {
    return batchOf(await this.call("POST", `/batches/${batchId}/scan_form`));
  }
}
