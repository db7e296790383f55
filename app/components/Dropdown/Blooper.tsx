import { useEffect, useState } from 'react';

/** How long the blooper image stays (spec 002 §9). */
export const BLOOPER_DURATION_MS = 3000;

const BLOOPER_SVG =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='30' fill='%23ffd43b'/%3E%3Ccircle cx='22' cy='26' r='4'/%3E%3Ccircle cx='42' cy='26' r='4'/%3E%3Cpath d='M18 40 q14 14 28 0' stroke='%23000' stroke-width='4' fill='none'/%3E%3C/svg%3E";

/** Shows a small playful image for 3 seconds each time `trigger` changes to a positive number. */
export function Blooper({ trigger }: { trigger: number }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (trigger === 0) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), BLOOPER_DURATION_MS);
    return () => clearTimeout(timer);
  }, [trigger]);

  if (!visible) return null;
  return (
    <img
      src={BLOOPER_SVG}
      alt="blooper"
      width={48}
      height={48}
      data-testid="dropdown-blooper"
      style={{ position: 'absolute', right: 0, top: -52, zIndex: 400, pointerEvents: 'none' }}
    />
  );
}
