import type { ReactNode } from 'react';

const wheel = (cx: number, key: string | number = cx) => <circle key={key} cx={cx} cy={19} r={2.6} className="vehicle-icon__wheel" />;

// One outline per vehicle class of fixtures/vehicles.json, drawn for this product on a 48×24 grid,
// so a visitor tells a long van from a high-roof van at a glance. Partners' categories (car, van,
// truck) fall back to the nearest drawing.
const DRAWINGS: Record<string, ReactNode> = {
  car: (
    <>
      <path d="M3 17v-4l6-1.5 5-5h17l7 5 6 1.5v4z" />
      <path d="M15 11.5l3-3h6v3zM27 11.5v-3h3l3.5 3z" />
      {wheel(12)}
      {wheel(37)}
    </>
  ),
  'small-van': (
    <>
      <path d="M4 17V7.5C4 6 5 5 6.5 5H25l6 6 5 1.5V17z" />
      <path d="M25.5 6.5l4.5 4.5h-4.5z" />
      {wheel(11)}
      {wheel(30)}
    </>
  ),
  'long-van': (
    <>
      <path d="M2 17V7.5C2 6 3 5 4.5 5H34l5.5 6 6 1.5V17z" />
      <path d="M34.5 6.5l4 4.5h-4z" />
      {wheel(9)}
      {wheel(38)}
    </>
  ),
  van: (
    <>
      <path d="M3 17V5c0-1.2.8-2 2-2h28l6 7.5 5 2V17z" />
      <path d="M33.5 4.5l4.5 6h-4.5z" />
      {wheel(10)}
      {wheel(36)}
    </>
  ),
  'large-van': (
    <>
      <path d="M1.5 17V2.5C1.5 1.7 2.2 1 3 1h33l5.5 9.5 5 2V17z" />
      <path d="M36.5 2.5l4 8h-4z" />
      {wheel(8)}
      {wheel(13.5, 'rear-twin')}
      {wheel(39)}
    </>
  ),
  'box-truck': (
    <>
      <path d="M1.5 2h29v15h-29z" />
      <path d="M30.5 7h8l6 6v4h-14z" />
      <path d="M33 9h5l3.5 4H33z" />
      {wheel(8)}
      {wheel(39)}
    </>
  ),
  truck: (
    <>
      <path d="M1 1h31v16H1z" />
      <path d="M32 6h7l7 6.5V17H32z" />
      <path d="M34.5 8h4l4.5 4.5h-8.5z" />
      {wheel(6)}
      {wheel(12)}
      {wheel(40)}
    </>
  ),
  semi: (
    <>
      <path d="M1 3h32v12H1z" />
      <path d="M34 7.5h5.5l6.5 5V17H34z" />
      <path d="M30 15v2h4" />
      {wheel(5)}
      {wheel(10.5, 'trailer-2')}
      {wheel(28.5)}
      {wheel(41)}
    </>
  ),
  unknown: (
    <>
      <circle cx="24" cy="12" r="10" />
      <path d="M20.5 9.5a3.5 3.5 0 1 1 5 3.2c-1 .5-1.5 1.2-1.5 2.3M24 18v.5" strokeLinecap="round" />
    </>
  ),
};

/** The outline picture of a vehicle class (decorative: the label says which vehicle). */
export function VehicleIcon({ icon }: { icon: string }) {
  return (
    <svg
      width={48}
      height={24}
      viewBox="0 0 48 24"
      aria-hidden="true"
      focusable="false"
      className="vehicle-icon"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinejoin="round"
    >
      {DRAWINGS[icon] ?? DRAWINGS.unknown}
    </svg>
  );
}
