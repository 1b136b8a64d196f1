import type { Language } from '#src/domain/language.ts';

// Small inline flags: no image request, no emoji font needed. Decorative: the code and the
// native name beside them carry the meaning.
const STRIPES: Record<Exclude<Language, 'en'>, { direction: 'vertical' | 'horizontal'; colours: string[]; weights?: number[] }> = {
  fr: { direction: 'vertical', colours: ['#002654', '#ffffff', '#ce1126'] },
  it: { direction: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
  de: { direction: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
  es: { direction: 'horizontal', colours: ['#aa151b', '#f1bf00', '#aa151b'], weights: [1, 2, 1] },
};

export function Flag({ language }: { language: Language }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" focusable="false">
      {language === 'en' ? <UnionFlag /> : <Stripes {...STRIPES[language]} />}
    </svg>
  );
}

function Stripes({ direction, colours, weights }: { direction: 'vertical' | 'horizontal'; colours: string[]; weights?: number[] }) {
  const parts = weights ?? colours.map(() => 1);
  const total = parts.reduce((sum, part) => sum + part, 0);
  const length = direction === 'vertical' ? 30 : 20;
  const sizes = colours.map((_, index) => (length * (parts[index] ?? 1)) / total);
  return (
    <>
      {colours.map((colour, index) => {
        const size = sizes[index]!;
        const start = sizes.slice(0, index).reduce((sum, before) => sum + before, 0);
        return direction === 'vertical' ? (
          <rect key={colour + index} x={start} y={0} width={size} height={20} fill={colour} />
        ) : (
          <rect key={colour + index} x={0} y={start} width={30} height={size} fill={colour} />
        );
      })}
    </>
  );
}

function UnionFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#ffffff" strokeWidth="4" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15,0 V20 M0,10 H30" stroke="#ffffff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  );
}
