// A server-rendered weekly trend (SVG polyline of this year over last year's dashed line), with a
// text alternative listing every point.
export interface Point {
  label: string;
  value: number;
  lastYear: number;
  display: string;
}

export function TrendChart(
  { points, title, lyLabel }: { points: Point[]; title: string; lyLabel: string },
) {
  const w = 600;
  const h = 160;
  const max = Math.max(1, ...points.flatMap((p) => [p.value, p.lastYear]));
  const x = (i: number) => (points.length < 2 ? w / 2 : 30 + (i * (w - 40)) / (points.length - 1));
  const y = (v: number) => h - 20 - (v / max) * (h - 30);
  const line = (f: (p: Point) => number) =>
    points.map((p, i) => `${x(i).toFixed(1)},${y(f(p)).toFixed(1)}`).join(" ");
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={title}>
        <line x1="30" y1={h - 20} x2={w - 10} y2={h - 20} stroke="#999" />
        <polyline
          points={line((p) => p.lastYear)}
          fill="none"
          stroke="#999"
          stroke-dasharray="4 3"
        />
        <polyline points={line((p) => p.value)} fill="none" stroke="#2f6fae" stroke-width="2" />
        {points.length > 0 && <text x="30" y={h - 4} font-size="10">{points[0].label}</text>}
        {points.length > 1 && (
          <text x={w - 10} y={h - 4} font-size="10" text-anchor="end">
            {points[points.length - 1].label}
          </text>
        )}
      </svg>
      <figcaption class="visually-hidden">
        {title}
        {lyLabel ? ` (${lyLabel})` : ""}: {points.map((p) => `${p.label} ${p.display}`).join("; ")}
      </figcaption>
    </figure>
  );
}
