// /head-office/showcloud-booking-reports: a show's bookings by vendor, store or category (`?show=&by=`)
// with the ledger's totals, exported as CSV; the stores that booked a vendor at the previous show
// but not yet at this one, reminded by e-mail; the booked POs approved or processed by head office;
// each vendor's lines sent as CSV or XLSX. Data and POST: lib/shows/booking_report_page.ts; markup:
// components/showcloud/BookingReportView.tsx.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { headedPage } from "../../components/orders/HeadedPage.tsx";
import {
  bookingReportCsv,
  BookingReportView,
} from "../../components/showcloud/BookingReportView.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import {
  bookingNotice,
  type BookingReportData,
  bookingReportData,
  postBookingReport,
} from "../../lib/shows/booking_report_page.ts";
import { vendorCsv, vendorXlsx } from "../../lib/shows/vendor_export.ts";

export const handler: Handlers<BookingReportData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const params = ctx.url.searchParams;
    const notice = bookingNotice(params);
    const data = await bookingReportData(kv, params, locale, { notice, error: null });
    return bookingReportCsv(ctx.url, data, t, locale) ?? ctx.render(data);
  },
  async POST(req, ctx) {
    const { kv, t, locale } = ctx.state;
    const params = ctx.url.searchParams;
    const user = requireUser(ctx.state);
    const result = await postBookingReport(
      kv,
      ctx.state.config,
      user,
      params,
      await formValues(req),
      locale,
    );
    if ("redirect" in result) return seeOther(result.redirect);
    if ("error" in result) {
      const data = await bookingReportData(kv, params, locale, {
        notice: null,
        error: result.error,
      });
      return ctx.render(data, { status: result.status });
    }
    const { rows, name, format } = result.export;
    return format === "csv"
      ? vendorCsv(rows, t, name, locale)
      : await vendorXlsx(rows, t, name, locale);
  },
};

export default headedPage("ho_showcloud_booking_reports", BookingReportView);
