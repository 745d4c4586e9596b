import type { DayCount } from "@shared/admin";

// A small SVG bar chart, loaded lazily with the analytics screen: no chart library needed.
const W = 720;
const H = 200;
const PAD = { top: 10, right: 10, bottom: 24, left: 36 };

export default function BarChart({
  data,
  label,
  colour = "#b91c1c",
}: {
  data: DayCount[];
  label: string;
  colour?: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.count));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, data.length);
  const barW = Math.max(1, step * 0.8);
  const total = data.reduce((s, d) => s + d.count, 0);
  const ticks = [0, Math.ceil(max / 2), max];
  const first = data[0]?.day ?? "";
  const last = data.at(-1)?.day ?? "";
  return (
    <figure className="w-full" data-testid="chart" data-total={total} data-points={data.length}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${label}: ${total} from ${first} to ${last}`}
      >
        {ticks.map((t) => {
          const y = PAD.top + innerH - (t / max) * innerH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#374151">
                {t}
              </text>
            </g>
          );
        })}
        {data.map((d, i) => {
          const h = (d.count / max) * innerH;
          return (
            <rect
              key={d.day}
              x={PAD.left + i * step + (step - barW) / 2}
              y={PAD.top + innerH - h}
              width={barW}
              height={h}
              fill={colour}
            >
              <title>{`${d.day}: ${d.count}`}</title>
            </rect>
          );
        })}
        <text x={PAD.left} y={H - 6} fontSize="11" fill="#374151">
          {first}
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize="11" fill="#374151" textAnchor="end">
          {last}
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-gray-600">{label}</figcaption>
    </figure>
  );
}
