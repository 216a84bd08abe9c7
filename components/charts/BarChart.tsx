// A server-rendered horizontal bar chart (SVG) with a text alternative: the same figures as a list
// for screen readers, so nothing needs JavaScript to be read.
export interface Bar {
  label: string;
  value: number;
  /** The formatted value shown at the end of the bar. */
  display: string;
}

export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const h = 22;
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 400 ${bars.length * h}`}
        role="img"
        aria-label={title}
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((b, i) => (
          <g transform={`translate(0 ${i * h})`}>
            <text x="0" y="15" font-size="11">{b.label.slice(0, 22)}</text>
            <rect
              x="130"
              y="4"
              height="14"
              width={Math.max(1, (Math.abs(b.value) / max) * 180)}
              fill="#2f6fae"
            />
            <text x={136 + (Math.abs(b.value) / max) * 180} y="15" font-size="11">{b.display}</text>
          </g>
        ))}
      </svg>
      <figcaption class="visually-hidden">
        {title}: {bars.map((b) => `${b.label} ${b.display}`).join("; ")}
      </figcaption>
    </figure>
  );
}

/** One bar a row: its label, its value, and how the value is shown (`show(value, row)`). */
export function barsOf<R>(
  rows: R[],
  label: (row: R) => string,
  value: (row: R) => number,
  show: (value: number, row: R) => string,
): Bar[] {
  return rows.map((row) => ({
    label: label(row),
    value: value(row),
    display: show(value(row), row),
  }));
}

/** A bar chart under a heading of its own title. */
export function HeadedBarChart({ bars, title }: { bars: Bar[]; title: string }) {
  return (
    <>
      <h2>{title}</h2>
      <BarChart title={title} bars={bars} />
    </>
  );
}
