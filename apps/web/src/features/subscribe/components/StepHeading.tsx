import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

interface StepHeadingProps {
  title: string;
  intro?: string;
  /** Focused when the step changes, so a screen reader announces where the parent is. */
  headingRef: Ref<HTMLHeadingElement>;
}

export function StepHeading({ title, intro, headingRef }: StepHeadingProps) {
  return (
    <>
      <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none', scrollMarginTop: 16 }}>
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
