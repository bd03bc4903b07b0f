/** The French flag, drawn inline: the CSP allows no image from elsewhere. */
export function FrenchFlag({ width = 28 }: { width?: number }) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 3 2" aria-hidden="true" focusable="false">
      <rect width="1" height="2" x="0" fill="#002654" />
      <rect width="1" height="2" x="1" fill="#ffffff" />
      <rect width="1" height="2" x="2" fill="#ce1126" />
    </svg>
  );
}
