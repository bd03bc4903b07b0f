import { useId } from 'react';

/** The Union Jack, drawn inline: the CSP allows no image from elsewhere. */
export function BritishFlag({ width = 28 }: { width?: number }) {
  // Clip-path ids are document-wide; several flags may be on screen at once.
  const clipId = `uk-flag-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={width} height={width / 2} viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <clipPath id={`${clipId}-diagonals`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#ffffff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="4" clipPath={`url(#${clipId}-diagonals)`} />
      <path d="M30,0 v30 M0,15 h60" stroke="#ffffff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}
