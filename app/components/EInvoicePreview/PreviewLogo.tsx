/** The product mark as a small inline SVG, so it prints and renders without the shell's theme. */
export function PreviewLogo({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label="Ledgerline">
      <defs>
        <linearGradient id="ll-einvoice-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0ca678" />
          <stop offset="1" stopColor="#15aabf" />
        </linearGradient>
      </defs>
      <rect width="24" height="24" rx="6" fill="url(#ll-einvoice-logo)" />
      <path
        d="M12 5.5 5.5 8.75 12 12l6.5-3.25L12 5.5Zm-6.5 6.5L12 15.25 18.5 12M5.5 15.25 12 18.5l6.5-3.25"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
