import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { Signal } from "@preact/signals";

interface CounterProps {
  start: number;
  when: Date;
  big: bigint;
  bytes: Uint8Array;
  count: Signal<number>;
  odd: { _f: string };
  children?: ComponentChildren;
}

export default function Counter(props: CounterProps) {
  const [value, setValue] = useState(props.start);
  return (
    <div class="counter">
      <button type="button" onClick={() => setValue(value + 1)}>clicked {value}</button>
      <output id="types">
        {[
          props.when instanceof Date ? props.when.toISOString() : "not a date",
          typeof props.big,
          props.bytes instanceof Uint8Array ? props.bytes.join(",") : "no bytes",
          props.count.value,
          props.odd._f,
        ].join("|")}
      </output>
      <div class="slot">{props.children}</div>
    </div>
  );
}
