/** Simple outline pictures of the vehicle kinds, drawn for this product. */
export function VehicleIcon({ icon }: { icon: string }) {
  const common = { width: 40, height: 24, viewBox: '0 0 40 24', 'aria-hidden': true, focusable: false, className: 'vehicle-icon' } as const;
  switch (icon) {
    case 'car':
      return (
        <svg {...common}>
          <path d="M4 16h32v-4l-5-1-5-5H12l-5 5-3 1z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="11" cy="17" r="3" fill="currentColor" />
          <circle cx="29" cy="17" r="3" fill="currentColor" />
        </svg>
      );
    case 'truck':
      return (
        <svg {...common}>
          <path d="M2 4h22v13H2zM24 9h7l5 5v3H24z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="3" fill="currentColor" />
          <circle cx="30" cy="19" r="3" fill="currentColor" />
        </svg>
      );
    case 'van':
      return (
        <svg {...common}>
          <path d="M2 5h24l6 6 6 2v5H2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="10" cy="19" r="3" fill="currentColor" />
          <circle cx="30" cy="19" r="3" fill="currentColor" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="20" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M16.5 9.5a3.5 3.5 0 1 1 5 3.2c-1 .5-1.5 1.2-1.5 2.3M20 18v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      );
  }
}
