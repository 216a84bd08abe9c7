import { signal } from "@preact/signals";
import Counter from "../islands/Counter.tsx";

export default function IslandPage() {
  return (
    <Counter
      start={3}
      when={new Date("2026-01-02T03:04:05.000Z")}
      big={12345678901234567890n}
      bytes={new Uint8Array([1, 2, 255])}
      count={signal(7)}
      odd={{ _f: "not a tag" }}
    >
      <strong>slot content</strong>
    </Counter>
  );
}
