// A person recorded by e-mail address, shown by name (the address on hover); an address that is
// no account's stays as it is. Names come from the request (lib/nav/labels.ts personName).
import { personName } from "../lib/nav/labels.ts";

export function Person({ email }: { email: string }) {
  const name = personName(email);
  return name === email ? <>{email}</> : <span title={email} data-person={email}>{name}</span>;
}
