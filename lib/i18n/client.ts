// Translation inside islands without shipping i18next to the browser: the server passes the
// already-resolved strings an island needs (`messagesFor` in lib/i18n/mod.ts), and `makeT` reads them
// with i18next's `{{name}}` interpolation syntax. A missing key falls back to the key itself.
export type Messages = Record<string, string>;
export type ClientT = (key: string, vars?: Record<string, unknown>) => string;

export function interpolate(text: string, vars: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? match : String(value);
  });
}

export function makeT(messages: Messages): ClientT {
  return (key, vars) => interpolate(messages[key] ?? key, vars);
}
