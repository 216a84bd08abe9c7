// Which Chromium the browser tests drive (tests/helpers/browser.ts; installed by
// scripts/ensure-chromium.ts): CHROMIUM_PATH, else Debian's old headless shell (package
// chromium-headless-shell) when installed, else Debian's full chromium. The headless shell is the
// same Blink and V8 without the full browser's windowing machinery, so each page costs Chromium
// less CPU (the accessibility walk loads hundreds).
export const FULL_CHROMIUM = "/usr/bin/chromium";
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

export function chromiumPath(): string {
  return Deno.env.get("CHROMIUM_PATH") ?? (isFile(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
