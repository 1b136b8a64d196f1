import type { ReactNode } from 'react';

// One line drawing per benefit card, on a 32×32 grid in the brand's blue, drawn for this site.
const DRAWINGS: Record<string, ReactNode> = {
  // pickup within 60 to 120 minutes
  b1: (
    <>
      <circle cx="16" cy="17" r="11" />
      <path d="M16 10v7l5 3M13 3h6" />
    </>
  ),
  // no transhipment: one vehicle from door to door
  b2: (
    <>
      <path d="M3 21V10h15v11M18 14h6l5 5v2H18" />
      <circle cx="9" cy="23" r="2.5" />
      <circle cx="24" cy="23" r="2.5" />
      <path d="M6 6h20" strokeDasharray="3 3" />
    </>
  ),
  // offers in under three minutes
  b3: (
    <>
      <path d="M5 8h22v16H5z" />
      <path d="M9 14h8M9 18h12M22 12l2 2 3-4" />
    </>
  ),
  // on time
  b4: (
    <>
      <path d="M5 7h22v20H5zM5 12h22M11 4v5M21 4v5" />
      <path d="M11 19l4 4 7-7" />
    </>
  ),
  // offer comparator
  comparator: (
    <>
      <path d="M6 26V14M13 26V8M20 26V17M27 26V5" />
      <path d="M3 28h26" />
    </>
  ),
  // shipment tracking
  tracking: (
    <>
      <path d="M16 28s9-8.5 9-15a9 9 0 0 0-18 0c0 6.5 9 15 9 15z" />
      <circle cx="16" cy="13" r="3.5" />
    </>
  ),
  // administrative management: invoices, address book
  admin: (
    <>
      <path d="M8 3h12l5 5v21H8z" />
      <path d="M20 3v5h5M12 14h9M12 19h9M12 24h6" />
    </>
  ),
};

/** The picture at the top of a benefit card (decorative: the card's title says it). */
export function BenefitIcon({ name }: { name: string }) {
  const drawing = DRAWINGS[name];
  if (!drawing) return null;
  return (
    <svg
      className="benefit-icon"
      width={40}
      height={40}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  );
}
